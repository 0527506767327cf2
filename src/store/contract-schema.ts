/** Table types of the contract assistant (migration 0004_contract). */
import type { Generated } from 'kysely';

export interface ContractTable {
  id: Generated<number>;
  title: string;
  source_type: string;
  /** Masked contract text. */
  text: string;
  /** The analysis as JSON. */
  analysis: string;
  created_at: string;
}

export interface ContractConversationTable {
  conversation_id: string;
  contract_id: number;
  created_at: string;
  updated_at: string;
}

export interface ContractMessageTable {
  id: Generated<number>;
  conversation_id: string;
  role: string;
  content: string;
  /** JSON list of tool labels used for an assistant message. */
  tools_used: string;
  at: string;
}

export interface RiskGraphNodeTable {
  id: string;
  /** RiskPattern | Document | Category */
  label: string;
  name: string;
  properties: string;
}

export interface RiskGraphEdgeTable {
  from_id: string;
  to_id: string;
  type: string;
}

export interface ContractTables {
  contract: ContractTable;
  contract_conversation: ContractConversationTable;
  contract_message: ContractMessageTable;
  risk_graph_node: RiskGraphNodeTable;
  risk_graph_edge: RiskGraphEdgeTable;
}
