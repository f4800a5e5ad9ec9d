/**
 * The deposit form's chunk (react-jsonschema-form, the validators, the widgets). Loaded on demand, and early where
 * the user is about to need it: on a deep link to a method, and when a method gets the pointer or focus.
 */
export const loadDepositFormScreen = (): Promise<typeof import('./deposit-form-screen.tsx')> => import('./deposit-form-screen.tsx');
