import type { MountFlow } from '../embed-sdk/index.ts';

/** A fixture scenario the demo can open: its name is the session id that picks it (README "Fixtures for QA"). */
export interface ScenarioChoice {
  name: string;
  flow: MountFlow;
}

const FLOWS: readonly MountFlow[] = ['deposit', 'withdrawal', 'checkout'];

/**
 * The scenarios that start on a flow's method list, from their start URLs by file path; the others (3-D Secure
 * returns, account pages) start somewhere the SDK does not open.
 */
export function scenarioChoices(startUrls: Readonly<Record<string, string>>): ScenarioChoice[] {
  return Object.values(startUrls)
    .flatMap((startUrl) => {
      const url = new URL(startUrl, 'http://cashier');
      const flow = FLOWS.find((candidate) => url.pathname === `/${candidate}`);
      const name = url.searchParams.get('session_id');
      return flow === undefined || name === null ? [] : [{ name, flow }];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
