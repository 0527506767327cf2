import { describe, expect, it } from 'vitest';
import type ExcelJS from 'exceljs';
import { compileWorkbook } from '../compile.js';
import type { CompleteDocuments } from '../documents.js';
import { formatIssue } from '../issues.js';
import { renderFiles } from '../serialize.js';
import { editWorkbook, fixtureDocuments, fixtureTaxonomy } from '../testing/fixture.js';
import { writeWorkbook } from './write.js';

const options = { taxonomy: fixtureTaxonomy };

async function compileEdited(edit: (workbook: ExcelJS.Workbook) => void) {
  const bytes = await editWorkbook(await writeWorkbook(fixtureDocuments()), edit);
  const result = await compileWorkbook(bytes, options);
  return { ...result, errorLines: result.errors.map(formatIssue), warningLines: result.warnings.map(formatIssue) };
}

const sheet = (workbook: ExcelJS.Workbook, name: string) => workbook.getWorksheet(name)!;

/** Fixture rows (documents sort by level2, so ADMIN_REMEDY comes first):
 * K2_Questions  2 ADMIN_APPEAL/disposition_date  3 ADMIN_APPEAL/appeal_kind  4 WAGE_ARREARS/unpaid_wage
 *               5 WAGE_ARREARS/employment_end    6 WAGE_ARREARS/employer_size_5plus  7 SEVERANCE_PAY/employment_end
 * K3_Risk_Rules 2 APPEAL_DEADLINE  3 WAGE_LIMITATION  4 LARGE_SMALL  5 SEVERANCE_DUE
 * LEVEL4        2 APPEAL_DEADLINE_NEAR  3 WANTS_LITIGATION  4 WAGE_CLAIM_OLD  5 LARGE_AMOUNT  6 SMALL_WORKPLACE  7 LEFT_JOB
 * K1            2 ADMIN_APPEAL  3 WAGE_ARREARS  4 SEVERANCE_PAY */
describe('workbook → YAML compiler', () => {
  it('compiles the exported fixture without errors or warnings', async () => {
    const result = await compileWorkbook(await writeWorkbook(fixtureDocuments()), options);
    expect(result.errors.map(formatIssue)).toEqual([]);
    expect(result.warnings.map(formatIssue)).toEqual([]);
    expect(result.knowledge?.version).toMatch(/^[0-9a-f]{12}$/);
  });

  it('is lossless: build(export(yaml)) gives byte-identical YAML, and is deterministic', async () => {
    const docs = fixtureDocuments();
    const first = await compileWorkbook(await writeWorkbook(docs), options);
    expect(first.files).toEqual(renderFiles(docs));
    const second = await compileWorkbook(await writeWorkbook(first.docs), options);
    expect(second.files).toEqual(first.files);
    expect(second.knowledge!.version).toBe(first.knowledge!.version);
  });

  it('keeps edge content through the round trip', async () => {
    const docs: CompleteDocuments = fixtureDocuments();
    docs.k0.messages[0]!.message_text = '첫 줄입니다.\n둘째 줄: {scenario_name}; 끝';
    const wage = docs.level4[1]!.scenarios[0]!;
    wage.facts.push({
      fact_code: 'OTHER_FIELD_FACT',
      name: '다른 필드로 판정',
      description: '관련 필드와 판정 필드가 다름',
      critical: false,
      related_field: 'unpaid_wage',
      derivation: { kind: 'compare', field: 'employer_size_5plus', op: 'eq', value: true },
    });
    wage.facts.push({ fact_code: 'TEXT_NUMBER', name: '글자 숫자', description: '문자열 값', critical: false, related_field: 'unpaid_wage', derivation: { kind: 'compare', field: 'unpaid_wage', op: 'ne', value: '80' } });
    docs.k1[1]!.scenarios[0]!.typical_expressions.push('월급이 두 달째 밀렸어요, 어떡하죠?');
    const result = await compileWorkbook(await writeWorkbook(docs), options);
    expect(result.files).toEqual(renderFiles(docs));
  });

  it('reports a bad answer_type at its cell, in the documented style', async () => {
    const result = await compileEdited((workbook) => {
      sheet(workbook, 'K2_Questions').getCell('D4').value = 'integr';
    });
    expect(result.errorLines).toContain('K2_Questions!D4: answer_type "integr" is not one of string|date|integer|boolean|choice');
    expect(result.knowledge).toBeUndefined();
  });

  it('reports an empty required cell', async () => {
    const result = await compileEdited((workbook) => {
      sheet(workbook, 'K2_Questions').getCell('C5').value = null;
    });
    expect(result.errorLines).toContain('K2_Questions!C5: question is empty but required');
  });

  it('reports a field that is not in the vocabulary', async () => {
    const result = await compileEdited((workbook) => {
      sheet(workbook, 'K2_Questions').getCell('B6').value = 'employer_sizee';
    });
    expect(result.errorLines).toContain('K2_Questions!B6: field "employer_sizee" is not in the field vocabulary (Fields)');
    // …and the fact that relied on the old field now points at a question that is gone.
    expect(result.errorLines).toContain('LEVEL4_FACT_Pattern!F6: related_field "employer_size_5plus" is not asked in K2 for WAGE_ARREARS');
  });

  it('reports a scenario missing from K1 at both ends', async () => {
    const result = await compileEdited((workbook) => {
      sheet(workbook, 'K1_Classification').spliceRows(4, 1);
    });
    expect(result.errorLines).toContain('K1_Classification!A3: scenario SEVERANCE_PAY (퇴직금 미지급) of the taxonomy is missing under LABOR_WAGE');
    expect(result.errorLines).toContain('K2_Questions!A7: scenario_code "SEVERANCE_PAY" is not in K1_Classification');
  });

  it('reports a duplicate scenario code with both places', async () => {
    const result = await compileEdited((workbook) => {
      sheet(workbook, 'K1_Classification').getCell('E4').value = 'WAGE_ARREARS';
    });
    expect(result.errorLines).toContain('K1_Classification!E4: scenario_code "WAGE_ARREARS" appears twice in K1 (first at K1_Classification!E3)');
  });

  it('reports a trigger fact that LEVEL4 does not define', async () => {
    const result = await compileEdited((workbook) => {
      sheet(workbook, 'K3_Risk_Rules').getCell('C4').value = 'LARGE_AMOUNT; NO_SUCH_FACT';
    });
    expect(result.errorLines).toEqual(['K3_Risk_Rules!C4: trigger_facts "NO_SUCH_FACT" is not a LEVEL4 fact of WAGE_ARREARS']);
  });

  it('reports a duplicate rule code with both places', async () => {
    const result = await compileEdited((workbook) => {
      sheet(workbook, 'K3_Risk_Rules').getCell('B4').value = 'WAGE_LIMITATION';
    });
    expect(result.errorLines).toEqual(['K3_Risk_Rules!B4: rule_code "WAGE_LIMITATION" is used twice in WAGE_ARREARS (first at K3_Risk_Rules!B3)']);
  });

  it('reports a misspelt derivation kind and an unreadable TRUE/FALSE cell', async () => {
    const result = await compileEdited((workbook) => {
      sheet(workbook, 'LEVEL4_FACT_Pattern').getCell('G4').value = 'days_snice';
      sheet(workbook, 'K2_Questions').getCell('F4').value = 'maybe';
    });
    expect(result.errorLines).toContain(
      'LEVEL4_FACT_Pattern!G4: derivation_kind "days_snice" is not one of known|unknown|is_true|is_false|compare|contains|days_since|days_until',
    );
    expect(result.errorLines).toContain('K2_Questions!F4: required must be TRUE or FALSE (found "maybe")');
  });

  it('reports a choice question without options', async () => {
    const result = await compileEdited((workbook) => {
      sheet(workbook, 'K2_Questions').getCell('E3').value = null;
    });
    expect(result.errorLines).toEqual(['K2_Questions!E3: options is empty but the question "appeal_kind" is a choice question']);
  });

  it('reports group values that disagree within one level2', async () => {
    const result = await compileEdited((workbook) => {
      sheet(workbook, 'K1_Classification').getCell('C4').value = '임금·퇴직금';
    });
    expect(result.errorLines).toEqual(['K1_Classification!C4: level2_name "임금·퇴직금" differs from "임금" in K1_Classification!C3 (rows of one group must agree)']);
  });

  it('reports a missing sheet once, without follow-on errors', async () => {
    const result = await compileEdited((workbook) => {
      workbook.removeWorksheet(sheet(workbook, 'K3_Risk_Rules').id);
    });
    expect(result.errorLines).toEqual(['K3_Risk_Rules: sheet is missing from the workbook']);
  });

  it('reports a renamed header column', async () => {
    const result = await compileEdited((workbook) => {
      sheet(workbook, 'K2_Questions').getCell('D1').value = 'answertype';
    });
    expect(result.errorLines).toEqual(['K2_Questions: column "answer_type" is missing from the header row']);
    expect(result.warningLines).toContain('K2_Questions!D1: column "answertype" is not part of K2_Questions and is ignored');
  });

  it('reports an ignored derivation column as a warning', async () => {
    const result = await compileEdited((workbook) => {
      sheet(workbook, 'LEVEL4_FACT_Pattern').getCell('I7').value = 'gt';
    });
    expect(result.errorLines).toEqual([]);
    expect(result.warningLines).toEqual(['LEVEL4_FACT_Pattern!I7: op is not a known key and is ignored']);
  });

  it('reads operator spellings: lists on ";" or line breaks, 예/N booleans, numeric text', async () => {
    const result = await compileEdited((workbook) => {
      sheet(workbook, 'K1_Classification').getCell('G3').value = '월급;  알바비\n체불 ;';
      sheet(workbook, 'K2_Questions').getCell('G6').value = '예';
      sheet(workbook, 'K2_Questions').getCell('F2').value = 'Y';
      sheet(workbook, 'LEVEL4_FACT_Pattern').getCell('K4').value = '900';
    });
    expect(result.errorLines).toEqual([]);
    const knowledge = result.knowledge!;
    expect(knowledge.scenario('WAGE_ARREARS')!.keywords).toEqual(['월급', '알바비', '체불']);
    expect(knowledge.question('WAGE_ARREARS', 'employer_size_5plus')!.critical).toBe(true);
    expect(knowledge.facts('WAGE_ARREARS')[0]!.derivation).toEqual({ kind: 'days_since', field: 'employment_end', op: 'gte', days: 900 });
  });

  it('reads tell_now on K3 rules: 예 marks the rule, a blank cell or a workbook without the column leaves it unmarked', async () => {
    const marked = await compileEdited((workbook) => {
      sheet(workbook, 'K3_Risk_Rules').getCell('H2').value = '예';
    });
    expect(marked.errorLines).toEqual([]);
    expect(marked.knowledge!.rules('ADMIN_APPEAL')[0]!.tell_now).toBe(true);
    expect(marked.knowledge!.rules('WAGE_ARREARS').map((rule) => rule.tell_now)).not.toContain(true);
    const withoutColumn = await compileEdited((workbook) => {
      sheet(workbook, 'K3_Risk_Rules').spliceColumns(8, 1);
    });
    expect(withoutColumn.errorLines).toEqual([]);
    expect(withoutColumn.knowledge!.rules('ADMIN_APPEAL')[0]!.tell_now).toBeUndefined();
  });

  it('derives required_fields from the required column, in question order', async () => {
    const result = await compileEdited((workbook) => {
      sheet(workbook, 'K2_Questions').getCell('F6').value = true;
    });
    expect(result.errorLines).toEqual([]);
    expect(result.knowledge!.requiredFields('WAGE_ARREARS')).toEqual(['unpaid_wage', 'employment_end', 'employer_size_5plus']);
  });

  it('turns bytes that are not a workbook into one clear error', async () => {
    const result = await compileWorkbook(new TextEncoder().encode('not a spreadsheet'), options);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]!.location).toBe('workbook');
    expect(result.errors[0]!.message).toMatch(/^is not a readable \.xlsx workbook/);
  });
});
