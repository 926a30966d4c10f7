import { describe, expect, it } from 'vitest';
import type { Locale } from '@values-cross/core';
import { degreeClasses, degreePhrases, normaliseText } from './degree';

describe('the degree lexicon', () => {
  it.each<[Locale, string, string[]]>([
    // The ends of an agreement scale: one class, whatever the idiom.
    ['de', 'stimme voll und ganz zu', ['extreme']],
    ['fr', 'tout à fait d’accord', ['extreme']],
    ['it', 'del tutto d’accordo', ['extreme']],
    ['en', 'strongly agree', ['extreme']],
    ['en', 'I fully agree', ['extreme']],
    ['de', 'stimme gar nicht zu', ['extreme']],
    ['fr', 'pas du tout d’accord', ['extreme']],
    ['it', 'per nulla d’accordo', ['extreme']],
    ['it', 'per niente d’accordo', ['extreme']],
    ['en', 'strongly disagree', ['extreme']],
    ['en', 'I do not agree at all', ['extreme']],
    // The steps between.
    ['de', 'stimme eher zu', ['moderate']],
    ['fr', 'plutôt d’accord', ['moderate']],
    ['it', 'abbastanza d’accordo', ['moderate']],
    ['en', 'tend to agree', ['moderate']],
    ['en', 'I mostly agree', ['moderate']],
    ['en', 'more against than for', ['moderate']],
    ['it', 'più no che sì', ['moderate']],
    ['en', 'quite a lot', ['moderate']],
    ['it', 'piuttosto molto', ['moderate']],
    // A little, and many times over.
    ['de', 'ein wenig', ['slight']],
    ['de', 'ein bisschen', ['slight']],
    ['fr', 'un peu', ['slight']],
    ['it', 'un po’', ['slight']],
    ['en', 'a little', ['slight']],
    ['de', 'Manche verdienen ein Vielfaches von dem, was andere verdienen.', ['multiple']],
    ['de', 'Manche verdienen viele Male so viel Geld wie andere.', ['multiple']],
    ['fr', 'Certains gagnent de nombreuses fois plus que d’autres.', ['multiple']],
    ['it', 'Alcuni guadagnano molte volte più di altri.', ['multiple']],
    ['en', 'Some earn many times more than others.', ['multiple']],
  ])('%s: "%s" says %j', (locale, text, classes) => {
    expect(degreeClasses(text, locale)).toEqual(classes);
  });

  it.each<[Locale, string, string[]]>([
    // Negation grades down: "not very" is a step between, "not at all" an end.
    ['de', 'eher nicht wichtig', ['moderate']],
    ['de', 'nicht so gern', ['moderate']],
    ['fr', 'pas vraiment', ['moderate']],
    ['fr', 'pas très important', ['moderate']],
    ['it', 'non molto', ['moderate']],
    ['it', 'poco d’accordo', ['moderate']],
    ['en', 'not much', ['moderate']],
    ['en', 'not very important', ['moderate']],
    ['de', 'nein, sicher nicht', ['extreme']],
    ['fr', 'non, surtout pas', ['extreme']],
    ['en', 'not important at all', ['extreme']],
  ])('negated, %s: "%s" says %j', (locale, text, classes) => {
    expect(degreeClasses(text, locale)).toEqual(classes);
  });

  it.each<[Locale, string]>([
    // Words that look like a degree and are none here.
    ['de', 'Der Markt bestimmt.'],
    ['de', 'Die Herde blieb unversehrt.'],
    ['de', 'Ein ganzer Tag ohne Handy: einen ganzen Tag lang.'],
    ['de', 'In vielen Orten gibt es zu wenig Wohnungen.'],
    ['de', 'viel Geld verdienen'],
    ['de', 'Firmen sollen gleich viel bezahlen, auch wenn das viel kostet.'],
    ['de', 'Wie sehr stört dich das? Wie viel soll der Staat regeln?'],
    ['de', 'Manche Autos fahren ganz von selbst.'],
    ['fr', 'Le loup n’a plus sa place en Suisse.'],
    ['fr', 'préservées telles quelles, plutôt qu’adaptées à l’air du temps'],
    ['fr', 'rien de nouveau, plutôt approfondir ce que je sais déjà'],
    ['fr', 'Beaucoup de gens ont un poste. Dans beaucoup d’endroits, les logements manquent.'],
    ['fr', 'Un logiciel détecte une certaine maladie, même si cela coûte cher.'],
    ['fr', 'personne vraiment : qui fait des efforts y arrive'],
    ['fr', 'Que ferais-tu le plus probablement ?'],
    ['fr', 'le strict nécessaire'],
    ['it', 'Nelle case per anziani c’è molto lavoro.'],
    ['it', 'In Svizzera si parlano molti dialetti.'],
    ['it', 'guadagnare molto, anche se costa molto'],
    ['it', 'Che cosa fai, molto probabilmente? Lo faccio ogni tanto, poche volte.'],
    ['en', 'to treat everyone fairly'],
    ['en', 'kept as they have always been rather than adapted'],
    ['en', 'nothing new – I’d rather deepen what I already know'],
    ['en', 'How much do you enjoy it? I earn a lot of money, even if it costs a lot.'],
    ['en', 'nobody really – anyone who tries hard gets by'],
    ['en', 'Landscapes should be protected more strictly.'],
    // Readiness is not read: "ohne Weiteres", "sans hésiter" say how readily, not how much.
    ['de', 'ja, ohne Weiteres'],
    ['fr', 'oui, sans hésiter'],
    ['it', 'sì, senza esitare'],
    ['en', 'yes, without hesitation'],
  ])('false friend, %s: "%s" says no degree', (locale, text) => {
    expect(degreeClasses(text, locale)).toEqual([]);
  });

  it.each<[Locale, string, string[]]>([
    // How much of an action or a feeling is a degree; a quantity of things is not.
    ['fr', 'Quand je joue, gagner compte beaucoup pour moi.', ['extreme']],
    ['it', 'Nel tuo Comune qualcosa ti dà molto fastidio.', ['extreme']],
    ['fr', 'avec beaucoup d’inquiétude', ['extreme']],
    ['it', 'con molta fiducia', ['extreme']],
    ['de', 'mit grossen Sorgen', ['extreme']],
    ['it', 'con una certa preoccupazione', ['moderate']],
    ['de', 'Aber du hast viel weniger Freizeit.', ['extreme']],
    ['de', 'Viel. Er soll die Unterschiede kleiner machen.', ['extreme']],
    // Strictness, and certainty that closes a for-or-against scale.
    ['de', 'Er soll streng geschützt bleiben.', ['extreme']],
    ['fr', 'Il devrait rester strictement protégé.', ['extreme']],
    ['it', 'Il lupo dovrebbe restare protetto con regole severe.', ['extreme']],
    ['en', 'The market decides, with some protection for tenants.', ['moderate']],
    // "Particularly hard", "markedly less": the same degree, however each language says it.
    ['de', 'Welche Gruppen haben es besonders schwer?', ['extreme']],
    ['fr', 'Quels groupes ont particulièrement la vie dure ?', ['extreme']],
    ['it', 'Quali gruppi fanno particolarmente fatica?', ['extreme']],
    ['en', 'Which groups have a particularly hard time?', ['extreme']],
    ['de', 'aber mit deutlich weniger Freizeit', ['extreme']],
    ['fr', 'mais avec nettement moins de temps libre', ['extreme']],
    ['it', 'ma con molto meno tempo libero', ['extreme']],
    ['en', 'but much less free time', ['extreme']],
    ['de', 'bestimmt dagegen', ['extreme']],
    ['fr', 'certainement contre', ['extreme']],
    ['it', 'decisamente no', ['extreme']],
    ['en', 'probably not', ['moderate']],
    ['en', 'yes, for sure', ['extreme']],
  ])('in context, %s: "%s" says %j', (locale, text, classes) => {
    expect(degreeClasses(text, locale)).toEqual(classes);
  });

  it('reads Swiss French spaces and either apostrophe alike', () => {
    // U+00A0 and U+202F, as the French texts write them, and the typed apostrophe.
    expect(degreeClasses('pas\u00a0du\u202ftout d’accord', 'fr')).toEqual(['extreme']);
    expect(degreeClasses("un po' di protezione", 'it')).toEqual(['slight']);
    expect(normaliseText('  Es-tu d’accord\u202f?  ')).toBe("Es-tu d'accord ?");
  });

  it('names the phrases it found, in their order', () => {
    expect(degreePhrases('Sehr gern, aber eher selten.', 'de')).toEqual([
      { phrase: 'sehr', degree: 'extreme' },
      { phrase: 'eher', degree: 'moderate' },
    ]);
  });
});
