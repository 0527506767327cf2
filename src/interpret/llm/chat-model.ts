/** LangChain chat model for the configured provider. Retries are ours, not the SDK's. */
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { ChatGoogleGenerativeAI } from '@langchain/google-genai';
import { ChatOllama } from '@langchain/ollama';
import { ChatOpenAI } from '@langchain/openai';
import type { LlmSettings } from './settings.js';

export function createChatModel(settings: LlmSettings): BaseChatModel {
  switch (settings.provider) {
    case 'openai':
      return new ChatOpenAI({
        model: settings.model,
        // OpenAI-compatible local servers accept any key; the SDK insists on one.
        apiKey: settings.apiKey ?? 'not-needed',
        configuration: settings.baseUrl ? { baseURL: settings.baseUrl } : undefined,
        temperature: 0,
        maxRetries: 0,
        timeout: settings.timeoutMs,
        streamUsage: true,
      });
    case 'gemini':
      return new ChatGoogleGenerativeAI({
        model: settings.model,
        apiKey: settings.apiKey,
        temperature: 0,
        maxRetries: 0,
      });
    case 'ollama':
      return new ChatOllama({
        model: settings.model,
        baseUrl: settings.baseUrl,
        temperature: 0,
        format: 'json',
      });
  }
}
