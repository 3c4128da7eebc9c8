import { useMutation } from '@tanstack/react-query';
import {
  ASSISTANT_ENDPOINTS,
  type AssistantLanguage,
  type AssistantResponse,
  apiPath,
  assistantResponseSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/** One question to the assistant (POST /api/chat); the interface language decides when the text does not. */
export function askAssistant(message: string, language: AssistantLanguage): Promise<AssistantResponse> {
  return apiRequest(apiPath(ASSISTANT_ENDPOINTS.ask), {
    method: 'POST',
    body: { message, language },
    schema: import.meta.env.DEV && assistantResponseSchema,
  });
}

export function useAskAssistant() {
  return useMutation({
    mutationFn: ({ message, language }: { message: string; language: AssistantLanguage }) =>
      askAssistant(message, language),
  });
}
