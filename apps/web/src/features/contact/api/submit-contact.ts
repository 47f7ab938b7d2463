import { useMutation } from '@tanstack/react-query';
import type { CreateContactMessageInput, CreateEnterpriseInquiryInput, SubmissionReceipt } from '@brainboost/domain/schemas/contact';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export function sendContactMessage(input: CreateContactMessageInput) {
  return apiRequest<SubmissionReceipt>('/api/contact', { method: 'POST', body: input });
}

export function requestEnterpriseQuote(input: CreateEnterpriseInquiryInput) {
  return apiRequest<SubmissionReceipt>('/api/enterprise-inquiries', { method: 'POST', body: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage }, queryClient);
}

export function useRequestEnterpriseQuote() {
  return useMutation({ mutationFn: requestEnterpriseQuote }, queryClient);
}
