/**
 * The workbook's sheets and columns. Header names are a stable contract with
 * operators; the reader finds columns by header, so their order may change.
 * The 안내 sheet is generated from the help texts here.
 */
import { answerTypes, k0StepCodes, k4Sources, k4Targets, level1Codes, llmPromptPlaceholders, llmPromptPurposes } from '../schema.js';

export interface ColumnSpec {
  header: string;
  width: number;
  /** Korean explanation for operators (the 안내 sheet). */
  help: string;
  /** A list kept in one cell; export joins with this separator (reading splits on ";" and line breaks). */
  list?: '; ' | '\n';
  /** Long text: wrap inside the cell. */
  wrap?: boolean;
  /** The column may be left out of the sheet entirely (every cell of it is optional). */
  optional?: boolean;
}

export interface SheetSpec {
  name: string;
  purpose: string;
  columns: readonly ColumnSpec[];
}

const oneOf = (values: readonly string[]) => `다음 중 하나: ${values.join(', ')}`;
const yesNo = 'TRUE/FALSE (예/아니오, Y/N, O/X도 읽습니다)';
const listCell = '여러 개는 ; 또는 줄바꿈(Alt+Enter)으로 구분';

export const derivationKindHelp = [
  'known: 값이 있음(모름이 아님)',
  'unknown: 모른다고 답함',
  'is_true / is_false: 예/아니오 필드가 참/거짓',
  'compare: 값 비교(op, value)',
  'contains: 글에 value가 들어 있음',
  'days_since: 날짜로부터 지난 일수 비교(op, days) — 예: 처분일로부터 80일 초과 → days_since, gt, 80',
  'days_until: 날짜까지 남은 일수 비교(op, days)',
].join(' / ');

export const fieldsSheet: SheetSpec = {
  name: 'Fields',
  purpose: '필드(수집 항목) 목록. K2 질문과 LEVEL4 사실은 여기 있는 필드 코드만 쓸 수 있습니다.',
  columns: [
    { header: 'field', width: 24, help: '필드 코드(영문 소문자, 숫자, _). 예: incident_date' },
    { header: 'type', width: 12, help: `값의 형식. ${oneOf(answerTypes)}` },
    { header: 'label', width: 40, help: '사람이 읽는 이름(요약·보고서에 표시)' },
    { header: 'options', width: 50, help: `choice 필드의 선택지. ${listCell}`, list: '; ', optional: true },
  ],
};

export const k0Sheet: SheetSpec = {
  name: 'K0_Intake',
  purpose: '접수 단계의 안내 문구(고지, 개인정보 안내, 긴급 안내, 메뉴, 재질문 등). 같은 step_code의 행은 order 순서로 보여 줍니다.',
  columns: [
    { header: 'step_code', width: 24, help: `단계 코드. ${oneOf(k0StepCodes)}` },
    { header: 'order', width: 8, help: '같은 단계 안에서의 순서(1부터)' },
    { header: 'message_text', width: 80, help: '보여 줄 문구. {scenario_name}, {remaining} 같은 자리표시자를 쓸 수 있습니다', wrap: true },
    { header: 'answer_type', width: 12, help: `기대하는 답의 형식. ${oneOf(['none', ...answerTypes])}` },
    { header: 'next_action', width: 28, help: '문구를 보인 뒤 엔진이 할 일(예: WAIT_ANSWER, GO_CLASSIFICATION)' },
  ],
};

export const k1Sheet: SheetSpec = {
  name: 'K1_Classification',
  purpose:
    '사건 분류. 한 행이 한 시나리오입니다. level1·level2_name·disambiguation_question은 같은 level2의 모든 행에 같게 쓰거나 그 level2의 첫 행에만 써도 됩니다(다른 값이 있으면 오류).',
  columns: [
    { header: 'level1', width: 10, help: `대분류 코드. ${oneOf(level1Codes)}` },
    { header: 'level2', width: 22, help: '중분류 코드(영문 대문자, 숫자, _). 예: LABOR_WAGE' },
    { header: 'level2_name', width: 18, help: '중분류 이름(메뉴에 표시)' },
    { header: 'disambiguation_question', width: 44, help: '이 중분류 안에서 시나리오를 고르게 하는 질문', wrap: true },
    { header: 'scenario_code', width: 30, help: '시나리오 코드(영문 대문자, 숫자, _). 분류표(taxonomy)의 코드를 그대로 씁니다' },
    { header: 'scenario_name', width: 34, help: '시나리오 이름(선택지로 표시)' },
    { header: 'keywords', width: 50, help: `분류에 쓰는 핵심어(구어, 줄임말, 흔한 오타 포함). ${listCell}`, list: '; ', wrap: true },
    { header: 'typical_expressions', width: 60, help: `사람들이 실제로 말하는 문장 예시. ${listCell}`, list: '\n', wrap: true },
    { header: 'negative_keywords', width: 36, help: `있으면 이 시나리오가 아닐 가능성이 큰 말(비워도 됨). ${listCell}`, list: '; ', wrap: true, optional: true },
    {
      header: 'procedure',
      width: 10,
      help: `문제 자체가 아니라 절차(고소, 출석 요구, 형사합의 등)의 시나리오인지. TRUE면 다른 문제를 말하는 글에서는 "고소하고 싶어요" 같은 절차를 원한다는 말만으로 이기지 못합니다(비워도 됨 = FALSE). ${yesNo}`,
      optional: true,
    },
    {
      header: 'damages_for',
      width: 30,
      help: `민사 손해배상 시나리오일 때, 같은 잘못을 범죄로 다루는 시나리오 코드(예: 명예훼손 위자료 → ONLINE_DEFAMATION; INSULT). 처벌이 아니라 돈을 받고 싶다는 글은 이 시나리오로 읽습니다(비워도 됨). ${listCell}`,
      list: '; ',
      optional: true,
    },
  ],
};

export const k2Sheet: SheetSpec = {
  name: 'K2_Questions',
  purpose:
    '시나리오별 질문. 한 행이 한 질문이며, 같은 시나리오의 행 순서가 묻는 순서입니다. required가 TRUE인 질문의 필드가 그 시나리오의 필수 항목(required_fields)이 됩니다.',
  columns: [
    { header: 'scenario_code', width: 30, help: 'K1_Classification에 있는 시나리오 코드' },
    { header: 'field', width: 24, help: 'Fields 시트의 필드 코드' },
    { header: 'question', width: 60, help: '묻는 문장(따뜻하고 쉬운 존댓말)', wrap: true },
    { header: 'answer_type', width: 12, help: `답의 형식. ${oneOf(answerTypes)}` },
    { header: 'options', width: 40, help: `choice 질문의 선택지(choice면 필수). ${listCell}`, list: '; ', wrap: true, optional: true },
    { header: 'required', width: 10, help: `필수 항목 여부. ${yesNo}` },
    { header: 'critical', width: 10, help: `핵심 항목 여부(먼저 묻습니다). ${yesNo}` },
    { header: 'reask_hint', width: 48, help: '답을 알아듣지 못했을 때 한 번 더 보여 주는 안내', wrap: true },
  ],
};

export const level4Sheet: SheetSpec = {
  name: 'LEVEL4_FACT_Pattern',
  purpose:
    '시나리오별 중요 사실. 한 행이 한 사실이며, 수집한 필드 값에서 사실이 성립하는지를 derivation_* 열로 정합니다. 날짜 비교는 상담 기준일을 기준으로 계산합니다.',
  columns: [
    { header: 'scenario_code', width: 30, help: 'K1_Classification에 있는 시나리오 코드' },
    { header: 'fact_code', width: 30, help: '사실 코드(영문 대문자, 숫자, _). 시나리오 안에서 중복 불가' },
    { header: 'name', width: 28, help: '사실 이름' },
    { header: 'description', width: 48, help: '사실 설명', wrap: true },
    { header: 'critical', width: 10, help: `핵심 사실 여부. ${yesNo}` },
    { header: 'related_field', width: 24, help: '관련 필드 코드(이 시나리오의 K2 질문에 있어야 함)' },
    { header: 'derivation_kind', width: 16, help: `판정 방식. ${derivationKindHelp}` },
    { header: 'derivation_field', width: 24, help: '판정에 쓰는 필드. 비우면 related_field', optional: true },
    { header: 'op', width: 8, help: `비교 연산(compare, days_since, days_until). ${oneOf(['gt', 'gte', 'lt', 'lte', 'eq', 'ne'])} (gt: 초과, gte: 이상, lt: 미만, lte: 이하, eq: 같음, ne: 다름)`, optional: true },
    { header: 'value', width: 16, help: 'compare·contains의 비교값(숫자, 글, TRUE/FALSE)', optional: true },
    { header: 'days', width: 8, help: 'days_since·days_until의 일수(정수)', optional: true },
  ],
};

export const k3Sheet: SheetSpec = {
  name: 'K3_Risk_Rules',
  purpose: '시나리오별 위험 규칙. trigger_facts의 사실이 모두 성립하면 규칙이 걸립니다.',
  columns: [
    { header: 'scenario_code', width: 30, help: 'K1_Classification에 있는 시나리오 코드' },
    { header: 'rule_code', width: 32, help: '규칙 코드(영문 대문자, 숫자, _). 시나리오 안에서 중복 불가' },
    { header: 'trigger_facts', width: 40, help: `조건이 되는 사실 코드(이 시나리오의 LEVEL4에 있어야 함, 모두 성립해야 함). ${listCell}`, list: '; ', wrap: true },
    { header: 'risk_level', width: 10, help: `위험도. ${oneOf(['HIGH', 'MEDIUM', 'LOW'])}` },
    { header: 'risk_tag', width: 24, help: '위험 태그(요약·보고서에 표시)' },
    { header: 'description', width: 48, help: '규칙 설명', wrap: true },
    { header: 'action_hint', width: 48, help: '권하는 다음 행동', wrap: true },
    {
      header: 'tell_now',
      width: 10,
      help: `변호사 연락을 기다릴 수 없는 행동(지급정지, 며칠 남은 기한, 신변 안전)인지. TRUE면 규칙이 걸리는 즉시 상담 중에 본인에게 action_hint를 알려 줍니다(비워도 됨 = FALSE). ${yesNo}`,
      optional: true,
    },
  ],
};

export const k4Sheet: SheetSpec = {
  name: 'K4_Output_Format',
  purpose:
    '결과 문서 형식. 한 행이 한 구역(section)이며 같은 target의 행 순서가 구역 순서입니다. target_title·audience는 그 target의 모든 행에 같게 쓰거나 첫 행에만 써도 됩니다.',
  columns: [
    { header: 'target', width: 16, help: `받는 쪽. ${oneOf(k4Targets)}` },
    { header: 'target_title', width: 28, help: '문서 제목' },
    { header: 'audience', width: 28, help: '누가 읽는지' },
    { header: 'key', width: 18, help: '구역 코드(영문 소문자, 숫자, _)' },
    { header: 'title', width: 22, help: '구역 제목' },
    { header: 'content_rule', width: 60, help: '구역을 채우는 규칙 또는 {자리표시자} 템플릿', wrap: true },
    { header: 'source', width: 14, help: `내용의 출처. ${oneOf(k4Sources)}` },
    { header: 'style', width: 12, help: `표시 방식. ${oneOf(['paragraph', 'bullets', 'table', 'line'])}` },
  ],
};

const placeholderHelp = llmPromptPurposes.map((purpose) => `${purpose}: ${llmPromptPlaceholders[purpose].map((p) => `{${p}}`).join(' ')}`).join(' / ');

export const llmPromptsSheet: SheetSpec = {
  name: 'LLM_Prompts',
  purpose:
    'LLM(선택 사항)에게 주는 지시문. 한 행이 한 용도(purpose)입니다. LLM을 설정하지 않으면 쓰지 않으며, 시트나 행이 없으면 그 용도는 규칙(rules)으로 처리합니다. LLM의 답은 항상 검사하고, 틀리면 규칙 결과를 씁니다.',
  columns: [
    { header: 'purpose', width: 20, help: `용도(한 번씩만). ${oneOf(llmPromptPurposes)}` },
    { header: 'system', width: 90, help: 'LLM에게 주는 지시(역할, 규칙, JSON 답 형식). 자리표시자를 쓸 수 있습니다', wrap: true },
    {
      header: 'user_template',
      width: 60,
      help: `입력을 담는 틀. 용도별로 쓸 수 있는 {자리표시자}: ${placeholderHelp}. 각 용도의 첫 자리표시자(입력)는 반드시 써야 합니다. 따옴표가 있는 중괄호({"key": …})는 글자 그대로입니다`,
      wrap: true,
    },
  ],
};

export const recommendTextsSheet: SheetSpec = {
  name: 'Recommend_Texts',
  purpose: '팝업 추천 도우미의 문구(특별 응답, 진행 단계, 답변 템플릿, 결과 없음·대안 안내, 맞지 않는 조건 이름). 한 행이 한 문구입니다.',
  columns: [
    { header: 'section', width: 20, help: '구역: special_responses, steps, templates, unmet_labels' },
    { header: 'key', width: 24, help: '구역 안의 문구 코드(예: identity, intro, 기간)' },
    { header: 'text', width: 90, help: '보여 줄 문구. {conditions}, {count}, {name} 같은 자리표시자를 쓸 수 있습니다', wrap: true },
  ],
};

export const contentSheets: readonly SheetSpec[] = [fieldsSheet, k0Sheet, k1Sheet, k2Sheet, level4Sheet, k3Sheet, k4Sheet, llmPromptsSheet, recommendTextsSheet];

export const GUIDE_SHEET = '안내';
