import { useMutation } from '@tanstack/react-query';
import { AUTH_BASE, apiFetch } from '../../../lib/api/client';

export function logout(): Promise<{ logout_url: string }> {
  return apiFetch<{ logout_url: string }>(`${AUTH_BASE}/logout`);
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
