import type { AssistantLanguage } from '@watchify/contract';

/** What a language model gets: the question, the answer language and the facts it may use. */
export interface LlmQuestion {
  question: string;
  language: AssistantLanguage;
  /** Facts retrieved from our catalog and product information; the model must not go beyond them. */
  facts: string[];
}

/** A language model that phrases answers (decision 019). Rejects on any failure; the caller falls back. */
export interface AssistantLlm {
  complete(question: LlmQuestion): Promise<string>;
}

export interface OpenAiCompatibleOptions {
  /** The API base (".../v1") or the full ".../chat/completions" address. */
  url: string;
  model?: string | undefined;
  key?: string | undefined;
  /** A slow model must not keep the visitor waiting: after this the built-in answer is used. */
  timeoutMs?: number;
  /** The longest reply accepted, in characters (a runaway model is cut off). */
  maxReplyChars?: number;
}

const DEFAULT_TIMEOUT_MS = 4000;
const DEFAULT_MAX_REPLY_CHARS = 1500;

/** The chat-completions address for a configured URL. */
export function completionsUrl(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  return trimmed.endsWith('/chat/completions') ? trimmed : `${trimmed}/chat/completions`;
}

function systemPrompt({ language, facts }: LlmQuestion): string {
  const answerIn = language === 'tr' ? 'Turkish' : 'English';
  return [
    'You are the assistant of Watchify, an app to discover movies and TV shows, keep a watchlist, rate, add friends and chat.',
    `Answer in ${answerIn}, in at most three short sentences, as plain text.`,
    "Use only the facts below. If they do not answer the question, say that you don't know; never invent titles, numbers or people.",
    'Facts:',
    ...facts.map((fact) => `- ${fact}`),
  ].join('\n');
}

/**
 * An OpenAI-compatible `/chat/completions` endpoint (Ollama, llama.cpp server, vLLM, …). One request per question
 * with a hard timeout; anything but a 2xx with a non-empty message rejects.
 */
export class OpenAiCompatibleLlm implements AssistantLlm {
  private readonly endpoint: string;
  private readonly timeoutMs: number;
  private readonly maxReplyChars: number;

  constructor(private readonly options: OpenAiCompatibleOptions) {
    this.endpoint = completionsUrl(options.url);
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.maxReplyChars = options.maxReplyChars ?? DEFAULT_MAX_REPLY_CHARS;
  }

  async complete(question: LlmQuestion): Promise<string> {
    const response = await fetch(this.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.options.key ? { authorization: `Bearer ${this.options.key}` } : {}),
      },
      body: JSON.stringify({
        model: this.options.model ?? 'default',
        temperature: 0.2,
        messages: [
          { role: 'system', content: systemPrompt(question) },
          { role: 'user', content: question.question },
        ],
      }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw new Error(`assistant model answered ${response.status}`);
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') throw new Error('assistant model sent no message');
    return content.trim().slice(0, this.maxReplyChars);
  }
}
