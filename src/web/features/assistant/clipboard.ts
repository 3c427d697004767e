import { SNACKBAR_LONG_MS, SNACKBAR_MEDIUM_MS } from '../../../shared/constants';
import { toast } from '../../ui/toasts';

/** Writes text to the clipboard; false when the browser refused (no permission, insecure page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Copies and says so: 'Copied to clipboard!' for 2 s, or 'Failed to copy!'. */
export async function copyWithToast(text: string, copied: string, failed: string): Promise<void> {
  const ok = await copyText(text);
  toast({ message: ok ? copied : failed, severity: ok ? 'success' : 'error', ms: SNACKBAR_MEDIUM_MS });
}

/**
 * Shares the product's home address: the device's share sheet where there is one, else a copy to the clipboard
 * with a 3 s snackbar. A share the person cancels says nothing.
 */
export async function shareHome(title: string, copied: string, failed: string): Promise<void> {
  const url = `${window.location.origin}/`;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return;
      // no share target: copy instead
    }
  }
  const ok = await copyText(url);
  toast({ message: ok ? copied : failed, severity: ok ? 'success' : 'error', ms: SNACKBAR_LONG_MS });
}
