/** Copies text to the clipboard; false when the browser refuses (no permission, no secure context). */
export const copyText = async (text: string) => {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
};
