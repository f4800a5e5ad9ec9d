import { useEffect, useRef, useState, type ReactNode } from 'react';
import { mount, PROTOCOL_VERSION, type CashierInstance, type MerchantCommand, type MountFlow, type ThemeName } from '../embed-sdk/index.ts';
import { LANGUAGES } from '../i18n/language.ts';
import { appendEntry, MessageLog, type LogEntry, type Logged } from './message-log.tsx';
import type { ScenarioChoice } from './scenarios.ts';

const FLOWS: readonly MountFlow[] = ['deposit', 'withdrawal', 'checkout'];
const THEMES: readonly ThemeName[] = ['light', 'dark', 'auto'];

interface Choice {
  scenario: string;
  flow: MountFlow;
  language: string;
  theme: ThemeName;
}

interface MerchantDemoProps {
  cashierOrigin: string;
  scenarios: readonly ScenarioChoice[];
}

const now = (): string => new Date().toLocaleTimeString();

/** A merchant page on its own origin: the cashier mounted with the embed SDK, its controls, and the message log. */
export function MerchantDemo({ cashierOrigin, scenarios }: MerchantDemoProps): ReactNode {
  const first = scenarios.find((scenario) => scenario.name === 'deposit-card-success') ?? scenarios[0];
  const [choice, setChoice] = useState<Choice>({ scenario: first?.name ?? '', flow: first?.flow ?? 'deposit', language: 'en', theme: 'light' });
  const [log, setLog] = useState<LogEntry[]>([]);
  const host = useRef<HTMLDivElement>(null);
  const cashier = useRef<CashierInstance | null>(null);
  const append = (logged: Logged): void => setLog((entries) => appendEntry(entries, logged, now()));

  // Mounted once per scenario and flow; language and theme then travel as commands, as a merchant would send them.
  const { scenario, flow } = choice;
  const latest = useRef(choice);
  useEffect(() => {
    latest.current = choice;
  });
  useEffect(() => {
    const element = host.current;
    if (element === null || scenario === '') return;
    const instance = mount(element, { cashierOrigin, sessionId: scenario, flow, language: latest.current.language, theme: latest.current.theme, params: { close_icon: 'true' } });
    instance.on('*', (message) => setLog((entries) => appendEntry(entries, { direction: 'in', message }, now())));
    cashier.current = instance;
    return () => {
      instance.destroy();
      cashier.current = null;
    };
  }, [cashierOrigin, scenario, flow]);

  const command = (sent: MerchantCommand): void => {
    if (cashier.current !== null) sendCommand(cashier.current, sent);
    append({ direction: 'out', message: { source: 'merchant', version: PROTOCOL_VERSION, ...sent } });
  };

  return (
    <div className="demo">
      <header className="demo__bar">
        <h1>Merchant demo</h1>
        <p>
          This page ({window.location.origin}) embeds the cashier at {cashierOrigin} with the embed SDK.
        </p>
        <form className="demo__controls" onSubmit={(event) => event.preventDefault()}>
          <label>
            Scenario
            <select
              value={choice.scenario}
              onChange={(event) => {
                const picked = scenarios.find((candidate) => candidate.name === event.target.value);
                if (picked !== undefined) setChoice({ ...choice, scenario: picked.name, flow: picked.flow });
              }}
            >
              {scenarios.map((candidate) => (
                <option key={candidate.name} value={candidate.name}>
                  {candidate.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Flow
            <select value={choice.flow} onChange={(event) => setChoice({ ...choice, flow: FLOWS.find((item) => item === event.target.value) ?? 'deposit' })}>
              {FLOWS.map((item) => (
                <option key={item}>{item}</option>
              ))}
            </select>
          </label>
          <label>
            Language
            <select
              value={choice.language}
              onChange={(event) => {
                setChoice({ ...choice, language: event.target.value });
                command({ type: 'setLanguage', language: event.target.value });
              }}
            >
              {LANGUAGES.map((item) => (
                <option key={item}>{item}</option>
              ))}
            </select>
          </label>
          <label>
            Theme
            <select
              value={choice.theme}
              onChange={(event) => {
                const theme = THEMES.find((item) => item === event.target.value) ?? 'auto';
                setChoice({ ...choice, theme });
                command({ type: 'setTheme', theme });
              }}
            >
              {THEMES.map((item) => (
                <option key={item}>{item}</option>
              ))}
            </select>
          </label>
          <button type="button" onClick={() => command({ type: 'reinit' })}>
            Reinit
          </button>
          <button type="button" onClick={() => command({ type: 'setSessionId', sessionId: choice.scenario })}>
            Set session id
          </button>
        </form>
      </header>
      <main className="demo__main">
        <div className="demo__frame" ref={host} />
        <MessageLog entries={log} onClear={() => setLog([])} />
      </main>
    </div>
  );
}

/** Sends a command through the SDK method made for it. */
function sendCommand(instance: CashierInstance, command: MerchantCommand): void {
  switch (command.type) {
    case 'reinit':
      return instance.reinit();
    case 'setSessionId':
      return instance.setSessionId(command.sessionId);
    case 'setTheme':
      return instance.setTheme(command.theme);
    case 'setLanguage':
      return instance.setLanguage(command.language);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}
