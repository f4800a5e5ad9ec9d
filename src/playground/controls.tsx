import type { ReactNode } from 'react';
import type { Currency, FlowType } from '../../schemas/server/v1/types.ts';
import { FLOWS, type ContextChoice } from './form-context.ts';
import type { Look } from './look.ts';
import type { Preset } from './presets.ts';

interface PresetPickerProps {
  presets: readonly Preset[];
  /** The chosen preset's id, '' once the text was edited. */
  value: string;
  onPick: (preset: Preset) => void;
}

/** The preset select: picking one replaces the descriptor text. */
export function PresetPicker({ presets, value, onPick }: PresetPickerProps): ReactNode {
  return (
    <label className="pg-control">
      <span>Preset</span>
      <select
        value={value}
        onChange={(event) => {
          const preset = presets.find((candidate) => candidate.id === event.target.value);
          if (preset !== undefined) onPick(preset);
        }}
      >
        <option value="">(edited)</option>
        {presets.map((preset) => (
          <option key={preset.id} value={preset.id}>
            {preset.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function isFlow(value: string): value is FlowType {
  return FLOWS.some((flow) => flow === value);
}

/** Flow, currency and amount limits the form is compiled with. */
export function ContextControls({ value, currencies, onChange }: { value: ContextChoice; currencies: readonly Currency[]; onChange: (next: ContextChoice) => void }): ReactNode {
  const limit = (key: 'min' | 'max', text: string): void => {
    const number = Number(text);
    if (text !== '' && Number.isFinite(number)) onChange({ ...value, [key]: number });
  };
  return (
    <fieldset className="pg-controls">
      <legend>Method context</legend>
      <label className="pg-control">
        <span>Flow</span>
        <select value={value.flow} onChange={(event) => isFlow(event.target.value) && onChange({ ...value, flow: event.target.value })}>
          {FLOWS.map((flow) => (
            <option key={flow}>{flow}</option>
          ))}
        </select>
      </label>
      <label className="pg-control">
        <span>Currency</span>
        <select value={value.currency} onChange={(event) => onChange({ ...value, currency: event.target.value })}>
          {currencies.map((currency) => (
            <option key={currency.alpha3} value={currency.alpha3}>
              {`${currency.alpha3} (${String(currency.precision)})`}
            </option>
          ))}
        </select>
      </label>
      {(['min', 'max'] as const).map((key) => (
        <label key={key} className="pg-control pg-control--narrow">
          <span>{key === 'min' ? 'Min amount' : 'Max amount'}</span>
          <input type="number" inputMode="decimal" defaultValue={value[key]} onChange={(event) => limit(key, event.target.value)} />
        </label>
      ))}
    </fieldset>
  );
}

/** Theme and direction switches for QA. */
export function LookControls({ value, onChange }: { value: Look; onChange: (next: Look) => void }): ReactNode {
  return (
    <fieldset className="pg-controls">
      <legend>Look</legend>
      <button type="button" className="button" aria-pressed={value.theme === 'dark'} onClick={() => onChange({ ...value, theme: value.theme === 'dark' ? 'light' : 'dark' })}>
        Dark theme
      </button>
      <button type="button" className="button" aria-pressed={value.dir === 'rtl'} onClick={() => onChange({ ...value, dir: value.dir === 'rtl' ? 'ltr' : 'rtl' })}>
        Right to left
      </button>
    </fieldset>
  );
}
