/**
 * The intake graph, edges exactly as the seeds: INIT → CASE_CLASSIFICATION →
 * FACT_COLLECTION → VALIDATION → (RE_QUESTION → FACT_COLLECTION) / SUMMARY →
 * COMPLETED → END, plus EMERGENCY_STOP. Nodes that need the person pause with
 * `interrupt()`; a turn resumes them with `Command({ resume })`.
 */
import { END, START, StateGraph, type BaseCheckpointSaver } from '@langchain/langgraph';
import type { IntakeDeps } from './deps.js';
import { caseClassificationNode } from './nodes/case-classification.js';
import { completedNode } from './nodes/completed.js';
import { emergencyStopNode } from './nodes/emergency-stop.js';
import { factCollectionNode } from './nodes/fact-collection.js';
import { initNode } from './nodes/init.js';
import { pickNextQuestion, reQuestionNode } from './nodes/re-question.js';
import { summaryNode } from './nodes/summary.js';
import { validationNode } from './nodes/validation.js';
import { routeAfterValidation } from './domain/progress.js';
import { IntakeState, type IntakeGraphState } from './state.js';

export function buildIntakeGraph(deps: IntakeDeps, checkpointer: BaseCheckpointSaver) {
  const routeAfter = (state: IntakeGraphState) => routeAfterValidation(pickNextQuestion(deps.knowledge(), state));
  return new StateGraph(IntakeState)
    .addNode('INIT', initNode(deps))
    .addNode('CASE_CLASSIFICATION', caseClassificationNode(deps), {
      ends: ['CASE_CLASSIFICATION', 'FACT_COLLECTION', 'EMERGENCY_STOP', 'INIT'],
    })
    .addNode('FACT_COLLECTION', factCollectionNode(deps), { ends: ['FACT_COLLECTION', 'VALIDATION', 'EMERGENCY_STOP', 'INIT'] })
    .addNode('VALIDATION', validationNode(deps))
    .addNode('RE_QUESTION', reQuestionNode(deps))
    .addNode('SUMMARY', summaryNode(deps))
    .addNode('COMPLETED', completedNode(deps))
    .addNode('EMERGENCY_STOP', emergencyStopNode(deps))
    .addEdge(START, 'INIT')
    .addEdge('INIT', 'CASE_CLASSIFICATION')
    .addConditionalEdges('VALIDATION', routeAfter, { RE_QUESTION: 'RE_QUESTION', SUMMARY: 'SUMMARY' })
    .addEdge('RE_QUESTION', 'FACT_COLLECTION')
    .addEdge('SUMMARY', 'COMPLETED')
    .addEdge('COMPLETED', END)
    .addEdge('EMERGENCY_STOP', END)
    .compile({ checkpointer, name: 'intake' });
}

export type IntakeGraph = ReturnType<typeof buildIntakeGraph>;
