import type { ClipboardEvent } from 'react';
import { purchaseAmountText } from '#domain/scanner/index.ts';
import { groupSeparatorOf } from '#domain/shared/index.ts';
import { useFormattingLocale } from '../app/use-locale-format.ts';

/**
 * A number box's paste, read as the reader writes amounts ("2,50", or "1.234,50" in German).
 * Mantine's number box shows a pasted "2,50" as 2.50 but reports no number for it, so the rule
 * counted the field as empty; the pasted text is read here and set as plain text ("2.50").
 * Text that reads as no amount is left to the box (it shows what it keeps).
 */
export const useAmountPaste = () => {
  const groupSeparator = groupSeparatorOf(useFormattingLocale());
  return (onValue: (text: string) => void) => (event: ClipboardEvent<HTMLInputElement>) => {
    const read = purchaseAmountText(event.clipboardData.getData('text'), groupSeparator);
    if (read === null) return;
    event.preventDefault();
    onValue(read);
  };
};
