import type { AskParentInput, AskParentResult } from '@brainboost/domain/schemas/ask-parent';
import { apiRequest } from '../../../lib/api-client';

/** A child asks the parent linked to their account to buy `priceId` (or, without one, to donate). */
export const askParent = (input: AskParentInput) => apiRequest<AskParentResult>('/api/billing/ask-parent', { method: 'POST', body: input });
