import { queryOptions, useQuery } from '@tanstack/react-query';
import i18n from 'i18next';
import type {
  CorrectProblemInput,
  CorrectTextInput,
  SolveWorksheetInput,
  UploadWorksheetQuery,
  Worksheet,
  WorksheetUsage,
} from '@brainboost/domain/schemas/worksheet';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export const worksheetUsageQuery = queryOptions({
  queryKey: ['worksheets', 'usage'],
  queryFn: ({ signal }) => apiRequest<WorksheetUsage>('/api/worksheets/usage', { signal }),
});
export const useWorksheetUsage = () => useQuery(worksheetUsageQuery, queryClient);

const isBusy = (worksheet: Worksheet | undefined) => worksheet?.stage === 'reading' || worksheet?.stage === 'solving';

/** One worksheet, polled while the server reads or solves it (its stage and progress come from the server). */
export const useWorksheet = (id: string | null) =>
  useQuery(
    {
      queryKey: ['worksheets', 'one', id],
      queryFn: ({ signal }) => apiRequest<Worksheet>(`/api/worksheets/${id}`, { signal }),
      enabled: id !== null,
      refetchInterval: (query) => (isBusy(query.state.data) ? 600 : false),
    },
    queryClient,
  );

export const setWorksheet = (worksheet: Worksheet) => queryClient.setQueryData(['worksheets', 'one', worksheet.id], worksheet);
export const refreshWorksheetUsage = () => queryClient.invalidateQueries({ queryKey: ['worksheets', 'usage'] });

/**
 * Sends the file's bytes as the request body, reporting upload progress (fetch cannot).
 * The server reads the type from the bytes; the name and Content-Type are not trusted.
 */
export function uploadWorksheet(file: File, query: UploadWorksheetQuery, onProgress: (fraction: number) => void): Promise<Worksheet> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/worksheets?${new URLSearchParams(query).toString()}`);
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', i18n.resolvedLanguage ?? i18n.language ?? 'en');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) return resolve(body as Worksheet);
      const error = (body as { error?: { code: string; message: string } } | null)?.error;
      reject(new ApiError(xhr.status, error?.code ?? `HTTP_${xhr.status}`, error?.message ?? i18n.t('errors:generic.internal')));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', i18n.t('errors:generic.network')));
    xhr.send(file);
  });
}

export const correctProblem = (id: string, problemId: string, input: CorrectProblemInput) =>
  apiRequest<Worksheet>(`/api/worksheets/${id}/problems/${problemId}`, { method: 'PATCH', body: input });
export const correctText = (id: string, input: CorrectTextInput) =>
  apiRequest<Worksheet>(`/api/worksheets/${id}/text`, { method: 'PUT', body: input });
export const solveWorksheet = (id: string, input: SolveWorksheetInput) =>
  apiRequest<Worksheet>(`/api/worksheets/${id}/solve`, { method: 'POST', body: input });
export const deleteWorksheet = (id: string) => apiRequest<void>(`/api/worksheets/${id}`, { method: 'DELETE' });
