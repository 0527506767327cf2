/** A broken copy of the shipped workbook: one answer_type cell set to "integr". */
import ExcelJS from 'exceljs';

export interface BrokenWorkbook {
  bytes: Buffer;
  /** Where the bad value went, as the server reports it (e.g. K2_Questions!D2). */
  location: string;
}

export async function breakAnswerType(source: string): Promise<BrokenWorkbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(source);
  const sheet = workbook.getWorksheet('K2_Questions');
  if (!sheet) throw new Error('K2_Questions sheet missing from the shipped workbook');
  let column = 0;
  sheet.getRow(1).eachCell((cell, index) => {
    if (cell.value === 'answer_type') column = index;
  });
  if (!column) throw new Error('answer_type column missing from K2_Questions');
  const cell = sheet.getRow(2).getCell(column);
  cell.value = 'integr';
  return { bytes: Buffer.from(await workbook.xlsx.writeBuffer()), location: `K2_Questions!${cell.address}` };
}
