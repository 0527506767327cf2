/** The Korean language toolkit: pure functions, no I/O, never throwing on any string. */
export { normalizeText, normalizeWithMap, originalRange, type NormalizedText } from './normalize.js';
export { tokenize } from './tokenize.js';
export { LAW_ABBREVIATIONS, expandLawAbbreviation } from './law-abbreviations.js';
export { stripParticle } from './particles.js';
export { parseDate, type ParsedDate } from './dates.js';
export { parseAmount, type Amount, type AmountOptions } from './amounts.js';
export { parseAnswer, isUnknownAnswer, cleanFreeText, ANSWER_TYPES, type AnswerType, type AnswerOptions, type ParsedAnswer } from './answers.js';
export { maskPii, maskText, detectPii, type PiiType, type PiiFinding, type MaskResult } from './pii.js';
export { detectEmergency, type EmergencyKind, type EmergencyResult } from './emergency.js';
export { extractEmotions, type Emotion, type EmotionType } from './emotion.js';
export { splitSentences, type Sentence } from './sentences.js';
export { parseSinoNumeral, readNativeNumber } from './numerals.js';
