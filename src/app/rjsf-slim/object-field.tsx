import { createElement, memo, useMemo, type ReactNode } from 'react';
import {
  getByPath,
  getPropertySchema,
  getTemplate,
  getUiOptions,
  orderProperties,
  toFieldPathId,
  useDeepCompareMemo,
  type ErrorSchema,
  type FieldPathId,
  type FieldProps,
  type ObjectFieldTemplateProps,
  type RJSFSchema,
  type UiSchema,
} from '@rjsf/utils';

/** What an additional property's key editing and removal would call: compiled forms have no additional properties. */
function noAdditionalProperties(): void {}

interface PropertyProps extends Pick<FieldProps, 'registry' | 'onChange' | 'onBlur' | 'onFocus'> {
  propertyName: string;
  disabled: boolean;
  readonly: boolean;
  hideError: boolean | undefined;
  required: boolean;
  schema: RJSFSchema;
  uiSchema: UiSchema | undefined;
  errorSchema: ErrorSchema | undefined;
  fieldPathId: FieldPathId;
  formData: unknown;
}

/** One property, as rjsf's ObjectField renders a property that is not an additional one. */
const ObjectFieldProperty = memo(function ObjectFieldProperty({ propertyName, fieldPathId, registry, ...field }: PropertyProps): ReactNode {
  const { SchemaField } = registry.fields;
  if (SchemaField === undefined) throw new Error('rjsf-slim: the registry has no SchemaField');
  const innerFieldPathId = useDeepCompareMemo(toFieldPathId(propertyName, registry.globalFormOptions, fieldPathId.path));
  // rjsf hands its fields and templates props that may be undefined, which its types (read with
  // exactOptionalPropertyTypes) do not allow for; these are the props rjsf's ObjectField passes.
  const fieldProps = {
    ...field,
    name: propertyName,
    fieldPathId: innerFieldPathId,
    registry,
    wasPropertyKeyModified: false,
    onKeyRename: noAdditionalProperties,
    onKeyRenameBlur: noAdditionalProperties,
    onRemoveProperty: noAdditionalProperties,
  } as FieldProps;
  return <SchemaField {...fieldProps} />;
});

/**
 * Stands in for rjsf's ObjectField in the slim field registry (fields.ts): rjsf's, less what a compiled form never
 * uses. The form is the root object, so rjsf's optional-data controls never show (they skip the root), and it has no
 * additionalProperties or patternProperties, so no property is added, renamed or removed (rjsf-slim.test.ts checks
 * every form, and that its ui:order names its properties, which rjsf would otherwise report in place of the form).
 * object-field.test.tsx renders every form with both and compares them. ~1 KB gzip leave the card form's path.
 */
export default function ObjectField(props: FieldProps): ReactNode {
  // SchemaField hands its field disabled and readonly as booleans.
  const { schema: rawSchema, uiSchema = {}, formData, errorSchema, fieldPathId, name, required = false, disabled = false, readonly = false, hideError, onBlur, onFocus, onChange, registry, title } = props;
  const { schemaUtils, globalUiOptions } = registry;
  const schema = useMemo(() => schemaUtils.retrieveSchema(rawSchema, formData, true), [schemaUtils, rawSchema, formData]);
  const uiOptions = useMemo(() => getUiOptions(uiSchema, globalUiOptions), [uiSchema, globalUiOptions]);
  const childFieldPathId = props.childFieldPathId ?? fieldPathId;
  const properties = orderProperties(Object.keys(schema.properties ?? {}), uiOptions.order).map((propertyName) => {
    const fieldUiSchema: UiSchema | undefined = uiSchema[propertyName];
    const content = (
      <ObjectFieldProperty
        key={propertyName}
        propertyName={propertyName}
        required={Array.isArray(schema.required) && schema.required.includes(propertyName)}
        schema={getPropertySchema(schema, propertyName)}
        uiSchema={fieldUiSchema}
        errorSchema={getByPath(errorSchema, propertyName)}
        fieldPathId={childFieldPathId}
        formData={getByPath(formData, propertyName)}
        onChange={onChange}
        onBlur={onBlur}
        onFocus={onFocus}
        registry={registry}
        disabled={disabled}
        readonly={readonly}
        hideError={hideError}
      />
    );
    return { content, name: propertyName, readonly, disabled, required, hidden: getUiOptions(fieldUiSchema).widget === 'hidden' };
  });
  const templateProps = {
    title: uiOptions.label === false ? '' : (uiOptions.title ?? schema.title ?? title ?? name),
    description: uiOptions.label === false ? undefined : (uiOptions.description ?? schema.description),
    properties,
    readonly,
    disabled,
    required,
    fieldPathId,
    uiSchema,
    errorSchema,
    schema,
    formData,
    registry,
    onAddProperty: noAdditionalProperties,
  } as ObjectFieldTemplateProps;
  return createElement(getTemplate('ObjectFieldTemplate', registry, uiOptions), templateProps);
}
