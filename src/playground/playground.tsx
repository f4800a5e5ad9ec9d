import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { compileForm } from '../../schemas/compiler/compile-form.ts';
import type { CompiledForm, FormValues } from '../../schemas/compiler/compiled-form.ts';
import { fieldTypes } from '../../field-widgets/registry.ts';
import { ContextControls, LookControls, PresetPicker } from './controls.tsx';
import { CURRENCIES, currencyOf, DEFAULT_CONTEXT, formContextOf, type ContextChoice } from './form-context.ts';
import { applyLook, type Look } from './look.ts';
import { Outputs } from './outputs.tsx';
import { ProblemsAlert, SourceErrorAlert } from './panes.tsx';
import { parseSource } from './parse-source.ts';
import { PRESETS, RECORDED_CURRENCIES, type Preset } from './presets.ts';
import { PreviewForm } from './preview-form.tsx';

/** What the playground opens with, read from its address. */
export interface PlaygroundStart {
  preset: Preset;
  look: Look;
}

const sourceOf = (preset: Preset): string => JSON.stringify(preset.parameters, null, 2);

/** The playground's own currencies, then those the recordings pay in. */
const OFFERED = [...CURRENCIES, ...RECORDED_CURRENCIES].filter((currency, index, all) => all.findIndex((other) => other.alpha3 === currency.alpha3) === index);

/** A preset's recorded context over the current one: what the recording does not say stays as the QA set it. */
function contextOf(preset: Preset, current: ContextChoice): ContextChoice {
  return {
    flow: current.flow,
    currency: current.currency,
    min: current.min,
    max: current.max,
    ...(preset.flow === undefined ? {} : { flow: preset.flow }),
    ...(preset.currency === undefined ? {} : { currency: preset.currency.alpha3 }),
    ...(preset.limits === undefined ? {} : preset.limits),
    ...(preset.phoneCountries === undefined ? {} : { phoneCountries: preset.phoneCountries }),
    ...(preset.userBalance === undefined ? {} : { userBalance: preset.userBalance }),
    ...(preset.accountRules === undefined ? {} : { accountRules: preset.accountRules }),
  };
}

/**
 * The descriptor playground: server form parameters in, the form the cashier renders out (same CashierForm, same
 * registry), with its schema, uiSchema, live data, errors and payload beside it.
 */
export function Playground({ start }: { start: PlaygroundStart }): ReactNode {
  const [look, setLook] = useState(start.look);
  const [presetId, setPresetId] = useState(start.preset.id);
  const [source, setSource] = useState(() => sourceOf(start.preset));
  const [context, setContext] = useState(() => contextOf(start.preset, DEFAULT_CONTEXT));
  const [live, setLive] = useState<{ form: CompiledForm; values: FormValues } | null>(null);
  const [submitted, setSubmitted] = useState(0);

  useEffect(() => applyLook(look), [look]);
  const parsed = useMemo(() => parseSource(source), [source]);
  const form = useMemo(
    () => (parsed.ok ? compileForm(parsed.value, formContextOf(context, OFFERED), fieldTypes) : null),
    [parsed, context],
  );
  // A new form starts from its own initial data; typed values belong to the form they were typed in.
  const values = form === null ? {} : live?.form === form ? live.values : form.formData;
  const currency = currencyOf(context.currency, OFFERED);

  const pick = (preset: Preset): void => {
    setPresetId(preset.id);
    setSource(sourceOf(preset));
    setContext((current) => contextOf(preset, current));
  };

  return (
    <main className="pg">
      <header className="pg-header">
        <h1 className="pg-title">Descriptor playground</h1>
        <div className="pg-toolbar">
          <PresetPicker presets={PRESETS} value={presetId} onPick={pick} />
          <ContextControls key={presetId} value={context} currencies={OFFERED} onChange={setContext} />
          <LookControls value={look} onChange={setLook} />
        </div>
      </header>
      <div className="pg-grid">
        <section className="pg-source" aria-label="Descriptor">
          <label id="pg-source-label" className="pg-pane__title" htmlFor="pg-source">
            Form parameters (JSON)
          </label>
          <textarea
            id="pg-source"
            className="pg-code pg-textarea"
            dir="ltr"
            spellCheck={false}
            value={source}
            onChange={(event) => {
              setPresetId('');
              setSource(event.target.value);
            }}
          />
          {parsed.ok ? <ProblemsAlert problems={form?.problems ?? []} /> : <SourceErrorAlert error={parsed.error} />}
        </section>
        <section className="pg-preview" aria-label="Rendered form">
          {form !== null && (
            <div className="panel">
              <PreviewForm
                key={`${source}\n${JSON.stringify(context)}`}
                form={form}
                context={context}
                currency={{ alpha3: currency.alpha3, precision: currency.precision }}
                onChange={(next) => setLive({ form, values: next })}
                onSubmit={() => setSubmitted((count) => count + 1)}
              />
              <p className="hint" role="status">
                {submitted === 0 ? '' : `Submitted ${String(submitted)}×: the payload pane shows what would be sent.`}
              </p>
            </div>
          )}
        </section>
        {form !== null && <Outputs form={form} values={values} currency={currency.alpha3} />}
      </div>
    </main>
  );
}
