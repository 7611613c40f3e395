import type { IconName } from '../components/icons';

// A service card's icon, chosen by the words of the service's name, so a
// service the CMS renames or adds still gets a fitting one (a neutral icon
// when no word matches). The first match wins: "Data Analytics" is a chart,
// not an AI chip.
const BY_WORDS: [RegExp, IconName][] = [
  [/custom software|software development/i, 'code'],
  [/\bdata\b|analytics|business intelligence/i, 'chart'],
  [/\bai\b|machine learning|\bml\b/i, 'cpu'],
  [/cloud|devops|infrastructure/i, 'cloud'],
  [/mobile|\bapp development/i, 'smartphone'],
  [/\bweb\b/i, 'globe'],
  [/staff|augmentation|team/i, 'users'],
  [/consult|strategy|advis/i, 'lightbulb'],
  [/design|ui\/ux|\bux\b/i, 'penTool'],
  [/quality|testing|\bqa\b/i, 'shieldCheck'],
];

export function serviceIcon(name: string): IconName {
  return BY_WORDS.find(([words]) => words.test(name))?.[1] ?? 'layers';
}
