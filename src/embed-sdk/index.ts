/**
 * The cashier's embed SDK for merchant pages: `mount(container, options)`. No dependencies; built apart from the
 * cashier as dist/embed/cashier-embed.js (ESM) and cashier-embed.iife.js (script tag: the global CashierEmbed).
 */
export { mount, cashierUrl, type CashierInstance, type MountFlow, type MountOptions } from './mount.ts';
export type { CashierEventMap } from './cashier-events.ts';
export {
  PROTOCOL_VERSION,
  type CashierEvent,
  type CashierMessage,
  type CashierMessageType,
  type MerchantCommand,
  type MerchantMessage,
  type PaymentStatus,
  type ThemeName,
} from '../embedding/protocol.ts';
