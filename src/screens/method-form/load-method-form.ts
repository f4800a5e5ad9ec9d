/**
 * The deposit form's chunk (react-jsonschema-form, the validators, the widgets). Loaded on demand, and early where
 * the user is about to need it: on a deep link to a method, and when a method gets the pointer or focus.
 */
export const loadMethodFormScreen = (): Promise<typeof import('./method-form-screen.tsx')> => import('./method-form-screen.tsx');
