/** English texts of the dialog that cancels pending withdrawals (/reject-withdrawal). */
export const texts = {
  'APP.REJECT_WITHDRAWAL.TITLE': 'Cancel pending withdrawals',
  'APP.REJECT_WITHDRAWAL.QUESTION': 'You have pending withdrawals for {amount}. Cancel them and return the money to your balance?',
  'APP.REJECT_WITHDRAWAL.QUESTION_COUNT': 'You have {count} pending withdrawals for {amount}. Cancel them and return the money to your balance?',
  'APP.REJECT_WITHDRAWAL.QUESTION_ONE': 'You have 1 pending withdrawal for {amount}. Cancel it and return the money to your balance?',
  'APP.REJECT_WITHDRAWAL.CONFIRM': 'Yes, cancel',
  'APP.REJECT_WITHDRAWAL.KEEP': "Don't cancel",
  'APP.REJECT_WITHDRAWAL.CANCELLING': 'Cancelling…',
  'APP.REJECT_WITHDRAWAL.RETURNED': '{amount} has been returned to your balance.',
  'APP.REJECT_WITHDRAWAL.NOT_RETURNED': '{amount} could not be returned. It stays in your pending withdrawals.',
  'APP.REJECT_WITHDRAWAL.FAILED': 'We could not cancel your pending withdrawals.',
  'APP.REJECT_WITHDRAWAL.UNKNOWN': 'We could not confirm whether your pending withdrawals were cancelled. Check your balance and pending withdrawals before you cancel again.',
  'APP.REJECT_WITHDRAWAL.NOTHING_PENDING': 'You have no pending withdrawals to cancel.',
  'APP.REJECT_WITHDRAWAL.DONE': 'Done',
};
