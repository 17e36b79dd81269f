/**
 * What a card form's fields give their dialog, whichever processor takes the card (CONTRACT §6a):
 * whether the card is complete, and a way to turn it into a payment method id (pm_…).
 */
export interface CardSource {
  isComplete: boolean;
  /**
   * Creates the payment method for the card under `name`. Throws CardFieldsInvalid when the
   * fields show their own problems, or an Error whose message is shown (the processor's words).
   */
  createPaymentMethod: (name: string) => Promise<string>;
}

/** The fields already show what is wrong with them: the dialog adds no message. */
export class CardFieldsInvalid extends Error {
  constructor() {
    super('The card fields are incomplete.');
    this.name = 'CardFieldsInvalid';
  }
}

export interface CardFieldsProps {
  /** Called whenever the fields' completeness or creator changes. */
  onSourceChange: (source: CardSource) => void;
  disabled?: boolean;
}
