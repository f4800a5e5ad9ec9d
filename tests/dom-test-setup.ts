// Widget tests (jsdom) wait for lazy widget code with findBy*/waitFor: Testing Library's 1 s default is too short on a
// loaded two-CPU machine, where a file's first import of React, rjsf and a widget chunk took longer (a full run failed
// on it). Node-environment test files skip this and its import.
export {};

if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5_000 });
}
