/** The flow types of spec section 1, as the server and the stored records name them. */
export const FLOW_TYPES = ['deposit', 'withdrawal', 'checkout', 'routing'] as const;

export type FlowType = (typeof FLOW_TYPES)[number];

/** Whether a value read from outside (storage, a message) names a flow type. */
export const isFlowType = (value: unknown): value is FlowType => FLOW_TYPES.some((flow) => flow === value);
