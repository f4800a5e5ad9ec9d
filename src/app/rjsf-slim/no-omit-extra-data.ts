/**
 * Stands in for rjsf's omitExtraData module in production builds. rjsf calls it only for a form given the
 * `omitExtraData` prop, which the cashier's form never is (rjsf-slim-props.test.tsx checks the props it hands rjsf),
 * and Form's deprecated getUsedFormData/getFieldNames methods, which nothing calls. ~1.1 KB gzip leave the card
 * form's path. Called after all, it fails loudly rather than keep data it was asked to drop.
 */
import { standsAside } from './stands-aside.ts';

const unsupported = standsAside('omitExtraData');
export { unsupported as default, unsupported as getUsedFormData, unsupported as getFieldNames, unsupported as isValueEmpty };
