import type { Taxonomy, TaxonomyScenario } from '../api/admin';
import { RiskChip } from './chips';

const answerTypeLabels: Record<string, string> = { string: '글', date: '날짜', integer: '숫자', boolean: '예/아니오', choice: '선택' };

function ScenarioDetail({ scenario, fieldName }: { scenario: TaxonomyScenario; fieldName: (code: string) => string }) {
  return (
    <div className="scenario-detail">
      <h5>질문 ({scenario.questions.length})</h5>
      <ol className="plain-list">
        {scenario.questions.map((question) => (
          <li key={question.field}>
            <span className="muted small">
              {fieldName(question.field)} · {answerTypeLabels[question.answer_type] ?? question.answer_type}
              {question.critical ? ' · 핵심' : ''}
              {question.required ? ' · 필수' : ''}
            </span>
            <br />
            {question.question}
            {question.options && <span className="muted small"> ({question.options.join(' / ')})</span>}
          </li>
        ))}
      </ol>
      <h5>사실 ({scenario.facts.length})</h5>
      <ul className="plain-list">
        {scenario.facts.map((fact) => (
          <li key={fact.fact_code}>
            <span className="mono small">{fact.fact_code}</span> {fact.name}
            <span className="muted small"> — {fact.description}</span>
          </li>
        ))}
      </ul>
      <h5>리스크 규칙 ({scenario.rules.length})</h5>
      <ul className="plain-list">
        {scenario.rules.map((rule) => (
          <li key={rule.rule_code}>
            <RiskChip level={rule.risk_level} /> {rule.risk_tag}
            <br />
            <span className="muted small">
              조건 {rule.trigger_facts.join(' + ')} · 조치: {rule.action_hint}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** level1 → level2 → scenario as nested disclosure widgets (native <details>, keyboard-ready). */
export function TaxonomyBrowser({ taxonomy }: { taxonomy: Taxonomy }) {
  const fieldName = (code: string) => taxonomy.fields[code] ?? code;
  return (
    <div className="taxonomy">
      {taxonomy.level1.map((group) => (
        <details key={group.level1} className="tree level1">
          <summary>
            {group.name} <span className="muted small">{group.level1} · {group.level2.length}개 분야</span>
          </summary>
          {group.level2.map((entry) => (
            <details key={entry.level2} className="tree level2">
              <summary>
                {entry.level2_name} <span className="muted small">{entry.scenarios.length}개 시나리오</span>
              </summary>
              {entry.scenarios.map((scenario) => (
                <details key={scenario.scenario_code} className="tree scenario">
                  <summary>
                    {scenario.scenario_name} <span className="mono small muted">{scenario.scenario_code}</span>
                  </summary>
                  <ScenarioDetail scenario={scenario} fieldName={fieldName} />
                </details>
              ))}
            </details>
          ))}
        </details>
      ))}
    </div>
  );
}
