import type { ConsentApproveInput, ConsentDecision, ConsentRequest } from '@brainboost/domain/schemas/children';
import { apiRequest } from '../../../lib/api-client';

export const approveChild = (id: string) => apiRequest<void>(`/api/children/${id}/approve`, { method: 'POST', body: {} });
export const removeChild = (id: string) => apiRequest<void>(`/api/children/${id}`, { method: 'DELETE' });
export const setChildVoice = (id: string, allowed: boolean) =>
  apiRequest<void>(`/api/children/${id}/voice`, { method: 'PUT', body: { allowed } });
export const setChildPassword = (id: string, password: string) =>
  apiRequest<void>(`/api/children/${id}/password`, { method: 'POST', body: { password } });

export const lookupConsent = (token: string) => apiRequest<ConsentRequest>('/api/consent/lookup', { method: 'POST', body: { token } });
export const approveConsent = (input: ConsentApproveInput) =>
  apiRequest<ConsentDecision>('/api/consent/approve', { method: 'POST', body: input });
export const denyConsent = (token: string) => apiRequest<ConsentDecision>('/api/consent/deny', { method: 'POST', body: { token } });

export const approveTeacherLink = (childId: string, teacherId: string) =>
  apiRequest<void>(`/api/children/${encodeURIComponent(childId)}/teachers/${encodeURIComponent(teacherId)}/approve`, {
    method: 'POST',
    body: {},
  });
export const removeTeacherLink = (childId: string, teacherId: string) =>
  apiRequest<void>(`/api/children/${encodeURIComponent(childId)}/teachers/${encodeURIComponent(teacherId)}`, { method: 'DELETE' });
