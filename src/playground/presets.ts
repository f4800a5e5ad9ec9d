import { galleryParameters } from './gallery.ts';

/** A starting descriptor the QA picks from the preset select. */
export interface Preset {
  /** Also the `?preset=` value. */
  id: string;
  label: string;
  parameters: unknown;
  /** The method's currency code and limits, when the preset comes from a recorded select answer. */
  currency?: string;
  limits?: { min: number; max: number };
}

export const GALLERY_PRESET = 'gallery';

/** The recorded scenarios, bundled into the playground chunk only (the cashier never imports this module). */
const scenarios = import.meta.glob<unknown>('../../fixtures/scenarios/*.json', { eager: true, import: 'default' });

const SELECT_PATH = /\/groups\/(\d+)\/select$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function limitsOf(body: Record<string, unknown>): Preset['limits'] | undefined {
  const limits = body['limits'];
  if (!isRecord(limits)) return undefined;
  const { min_amount: min, max_amount: max } = limits;
  return typeof min === 'number' && typeof max === 'number' ? { min, max } : undefined;
}

/** Every `/select` answer of one scenario file, as a preset named by scenario and method id. */
function scenarioPresets(scenario: unknown): Preset[] {
  if (!isRecord(scenario) || typeof scenario['name'] !== 'string' || !Array.isArray(scenario['exchanges'])) return [];
  const name = scenario['name'];
  return scenario['exchanges'].flatMap((exchange: unknown): Preset[] => {
    if (!isRecord(exchange) || typeof exchange['path'] !== 'string' || !isRecord(exchange['body'])) return [];
    const methodId = SELECT_PATH.exec(exchange['path'])?.[1];
    const body = exchange['body'];
    if (methodId === undefined || !Array.isArray(body['parameters'])) return [];
    const currency = isRecord(body['currency']) ? body['currency']['alpha3'] : undefined;
    const limits = limitsOf(body);
    return [
      {
        id: `${name}:${methodId}`,
        label: `${name} · method ${methodId}`,
        parameters: body['parameters'],
        ...(typeof currency === 'string' ? { currency } : {}),
        ...(limits === undefined ? {} : { limits }),
      },
    ];
  });
}

/** The gallery first, then each recorded method form, sorted by name. */
export const PRESETS: readonly Preset[] = [
  { id: GALLERY_PRESET, label: 'Gallery: every field type', parameters: galleryParameters() },
  ...Object.values(scenarios)
    .flatMap(scenarioPresets)
    .sort((a, b) => a.label.localeCompare(b.label)),
];

/** The preset with this id, or undefined. */
export function presetById(id: string | null): Preset | undefined {
  return PRESETS.find((preset) => preset.id === id);
}
