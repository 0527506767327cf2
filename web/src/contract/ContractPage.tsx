/** 계약서 검토: upload a labour contract, see its risky clauses and pay against the legal minimum, and ask about it. */
import { useState } from 'react';
import { describeError } from '../api/http';
import { ErrorNotice } from '../ui/ErrorNotice';
import { submitText, uploadContract, type StoredContract } from './api';
import { ChatPanel } from './ChatPanel';
import { ContractText } from './ContractText';
import { PayChart } from './PayChart';
import { RiskCards } from './RiskCards';
import { UploadZone } from './UploadZone';
import './contract.css';

const riskLabels = { HIGH: '높음', MEDIUM: '중간', LOW: '낮음' } as const;

export function ContractPage() {
  const [contract, setContract] = useState<StoredContract | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [selected, setSelected] = useState<number | null>(null);

  const run = async (load: () => Promise<StoredContract>) => {
    setBusy(true);
    setError('');
    try {
      setContract(await load());
      setSelected(null);
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  };

  const finding = contract && selected !== null ? contract.analysis.findings[selected] : undefined;
  const highlight = finding && finding.start !== null && finding.end !== null ? { start: finding.start, end: finding.end } : null;
  return (
    <div className="contract-page">
      <h1>근로계약서 검토</h1>
      <UploadZone busy={busy} onFile={(file) => void run(() => uploadContract(file))} onText={(text) => void run(() => submitText(text))} />
      {error && <ErrorNotice message={error} />}
      {contract && (
        <>
          <section className={`risk-summary risk-${contract.analysis.overall_risk.toLowerCase()}`} data-testid="overall-risk">
            <h2>전체 위험도: {riskLabels[contract.analysis.overall_risk]}</h2>
            <PayChart wage={contract.analysis.wage} />
          </section>
          <div className="contract-columns">
            <RiskCards findings={contract.analysis.findings} selected={selected} onSelect={setSelected} />
            <ContractText text={contract.text} highlight={highlight} />
          </div>
          <details className="wage-assumptions">
            <summary>임금 계산의 가정</summary>
            <ul>
              {contract.analysis.wage.assumptions.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </details>
          <ChatPanel key={contract.contract_id} contractId={contract.contract_id} />
        </>
      )}
    </div>
  );
}
