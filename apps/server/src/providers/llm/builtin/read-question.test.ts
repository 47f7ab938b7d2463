import { describe, expect, it } from 'vitest';
import { halfWidth } from '../../../maths/normalise-maths.js';
import { mentionsMaths, readQuestion } from './read-question.js';

describe('reading a maths question in any interface language', () => {
  it('turns full-width characters typed on a Chinese keyboard into ASCII', () => {
    expect(halfWidth('（２＋３）×４＝？')).toBe('(2+3)×4=?');
    expect(halfWidth('２ｘ＋３＝７。')).toBe('2x+3=7.');
    expect(readQuestion('３＋４＝？', 'zh-Hans')).toBe('3+4');
    expect(readQuestion('2x+y=7，x-y=2', 'zh-Hans')).toBe('2x+y=7,x-y=2');
  });

  it('reads Spanish', () => {
    expect(readQuestion('Resuelve 2x + 3 = 7')).toBe('2x + 3 = 7');
    expect(readQuestion('Resuelve para x: 2x + 3 = 7')).toBe('for x: 2x + 3 = 7');
    expect(readQuestion('¿Cuánto es 3/4 más 1/6?')).toBe('3/4 + 1/6');
    expect(readQuestion('Calcula el 20 por ciento de 50')).toBe('20% of 50');
    expect(readQuestion('Calcula la derivada de 3x^2')).toBe('derivative of 3x^2');
    expect(readQuestion('Factoriza x^2 - 5x + 6')).toBe('factor x^2 - 5x + 6');
    expect(readQuestion('la integral de 0 a 2 de x^2')).toBe('integral of x^2 from 0 to 2');
    expect(readQuestion('Resuelve x + y = 3 y x - y = 1')).toBe('x + y = 3, x - y = 1');
  });

  it('reads French, with or without accents', () => {
    expect(readQuestion('Calcule 3/4 + 1/6')).toBe('3/4 + 1/6');
    expect(readQuestion('Combien font 12 divisé par 4 ?')).toBe('12 / 4');
    expect(readQuestion('Calcule 20 % de 50')).toBe('20% of 50');
    expect(readQuestion('dérivée de x^2')).toBe('derivative of x^2');
    expect(readQuestion('derivee de x^2')).toBe('derivative of x^2');
    expect(readQuestion("Calcule l'intégrale de x^2 de 0 à 2")).toBe('integral of x^2 from 0 to 2');
    expect(readQuestion("Résous l'équation 3x - 4 = 11")).toBe('3x - 4 = 11');
    expect(readQuestion('Développe (x+2)(x+3)')).toBe('expand (x+2)(x+3)');
  });

  it('reads Italian', () => {
    expect(readQuestion('Calcola il 20% di 50')).toBe('20% of 50');
    expect(readQuestion('Quanto fa 3 per 4?')).toBe('3 * 4');
    expect(readQuestion('Risolvi x^2 - 5x + 6 = 0')).toBe('x^2 - 5x + 6 = 0');
    expect(readQuestion('Semplifica (x+1)^2 - x^2')).toBe('simplify (x+1)^2 - x^2');
    expect(readQuestion('integrale di x^2 da 0 a 2')).toBe('integral of x^2 from 0 to 2');
    expect(readQuestion('Calcola la derivata di x^3')).toBe('derivative of x^3');
  });

  it('reads Simplified Chinese', () => {
    expect(readQuestion('求解 2x+3=7')).toBe('2x+3=7');
    expect(readQuestion('解方程：2x+3=7')).toBe('2x+3=7');
    expect(readQuestion('50的20%是多少？')).toBe('20% of 50');
    expect(readQuestion('求50的百分之20')).toBe('20% of 50');
    expect(readQuestion('3/4 加 1/6 等于多少')).toBe('3/4 + 1/6');
    expect(readQuestion('12 除以 4 减 1')).toBe('12 / 4 - 1');
    expect(readQuestion('求 x^3 的导数')).toBe('derivative of x^3');
    expect(readQuestion('x^2从0到2的积分')).toBe('integral of x^2 from 0 to 2');
    expect(readQuestion('因式分解 x^2-1')).toBe('factor x^2-1');
  });

  it('reads Traditional Chinese', () => {
    expect(readQuestion('化簡 (x+1)^2')).toBe('simplify (x+1)^2');
    expect(readQuestion('7/12 減 3/4 等於多少？')).toBe('7/12 - 3/4');
    expect(readQuestion('求 x^2 從 0 到 2 的積分')).toBe('integral of x^2 from 0 to 2');
    expect(readQuestion('展開 (x+1)(x-2)')).toBe('expand (x+1)(x-2)');
  });

  it('reads Cantonese', () => {
    expect(readQuestion('計 3/4 加 1/6 係幾多')).toBe('3/4 + 1/6');
    expect(readQuestion('50嘅20%係幾多？')).toBe('20% of 50');
    expect(readQuestion('x^2嘅導數係咩')).toBe('derivative of x^2');
    expect(readQuestion('計 x^2 由0到3嘅積分')).toBe('integral of x^2 from 0 to 3');
    expect(readQuestion('解 x + y = 10 同 x - y = 0')).toBe('x + y = 10, x - y = 0');
  });

  it('reads the unknown asked for, before or after the equation', () => {
    expect(readQuestion('Halla x: 3x - 4 = 11')).toBe('for x: 3x - 4 = 11');
    expect(readQuestion('Encuentra el valor de x en 2x + 1 = 9')).toBe('for x: 2x + 1 = 9');
    expect(readQuestion('Trouve la valeur de x dans 2x + 1 = 9')).toBe('for x: 2x + 1 = 9');
    expect(readQuestion('Trova x: 5x = 20')).toBe('for x: 5x = 20');
    expect(readQuestion('2x+3=7，求x')).toBe('2x+3=7');
    expect(readQuestion('2x+3=7，x係幾多？')).toBe('2x+3=7');
    expect(readQuestion('求方程2x+3=7的解')).toBe('2x+3=7');
    expect(readQuestion('求函数f(x)=x^2的导数')).toBe('derivative of f(x)=x^2');
    expect(readQuestion('Simplifica la expresión 2(x+1) + 3x')).toBe('simplify 2(x+1) + 3x');
    expect(readQuestion("Résous l'équation suivante : 2x + 3 = 7")).toBe('2x + 3 = 7');
    expect(readQuestion('Resuelve el sistema x + y = 5, x - y = 1')).toBe('x + y = 5, x - y = 1');
  });

  it('reads a comma between digits as a decimal comma only in the languages that write one', () => {
    expect(readQuestion('2,5 + 1,25', 'es')).toBe('2.5 + 1.25');
    expect(readQuestion('2,5 + 1,25', 'fr')).toBe('2.5 + 1.25');
    expect(readQuestion('2,5 + 1,25', 'it')).toBe('2.5 + 1.25');
    // English and Chinese group thousands with it: left for normaliseMath's thousands rule.
    expect(readQuestion('1,000 + 5', 'en')).toBe('1,000 + 5');
    expect(readQuestion('1,000 + 5', 'zh-Hans')).toBe('1,000 + 5');
    // The question's own language wins over the interface's.
    expect(readQuestion('Calcula 2,5 + 1,25', 'en')).toBe('2.5 + 1.25');
    expect(readQuestion('Calculate 1,000 + 5', 'fr')).toBe('1,000 + 5');
  });

  it('leaves English questions for the solvers as they were, and words that only look like operations alone', () => {
    expect(readQuestion('What is 20% of 200?')).toBe('20% of 200');
    expect(readQuestion('Integral of 15x^2 from 0 to 8')).toBe('integral of 15x^2 from 0 to 8');
    expect(readQuestion('Derivative of 3cos(x) + 7')).toBe('Derivative of 3cos(x) + 7');
    expect(readQuestion('A car drives 60 km per hour for 2 hours.')).toBe('A car drives 60 km per hour for 2 hours');
    expect(readQuestion('Mia has 45 shells and Zoe has 37.')).toBe('Mia has 45 shells and Zoe has 37');
    expect(readQuestion('Who wrote Romeo and Juliet?')).toBe('Who wrote Romeo and Juliet');
  });

  it('knows the maths words of every language, so an unreadable question is "not understood" rather than off-topic', () => {
    for (const question of ['Resuelve la ecuación', 'Calcule la dérivée', 'Risolvi questa equazione', '解方程', '求導', '計算呢條數'])
      expect(mentionsMaths(question), question).toBe(true);
    for (const question of [
      '¿Quién escribió el Quijote?',
      'Qui a peint la Joconde ?',
      '誰寫了紅樓夢？',
      '我想了解光合作用',
      '誰設計了這座橋？',
      'Qual è la valuta del Giappone?',
      'Da quale lingua deriva l’italiano?',
      'Comment se développe une plante ?',
      'What did primitive people eat?',
    ])
      expect(mentionsMaths(question), question).toBe(false);
  });
});
