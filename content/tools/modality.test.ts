import { describe, expect, it } from 'vitest';
import type { Locale } from '@values-cross/core';
import { hasCondition, modalClasses } from './modality';

describe('the modal lexicon', () => {
  it.each<[Locale, string, string[]]>([
    ['de', 'Die Schweiz soll vorangehen.', ['should']],
    ['de', 'Firmen sollen nachweisen müssen, dass sie gleich zahlen.', ['should', 'must']],
    ['de', 'Könntest du dir vorstellen, im Ausland zu leben?', ['could']],
    ['de', 'Bauern sollen diese Pflanzen anbauen dürfen.', ['should', 'can']],
    ['de', 'In wie vielen Sprachen kannst du nach dem Weg fragen?', ['can']],
    ['de', 'Die Kanne steht im Schrank, gesollt ist nichts.', []],
    ['fr', 'La Suisse devrait montrer l’exemple.', ['should']],
    ['fr', 'La Suisse doit montrer l’exemple.', ['must']],
    ['fr', 'Il faut mieux protéger les troupeaux.', ['must']],
    ['fr', 'Comment faudrait-il gérer sa présence ?', ['should']],
    ['fr', 'Les entreprises devraient être tenues de le prouver.', ['should', 'must']],
    ['fr', 'Pourrais-tu t’imaginer vivre à l’étranger ?', ['could']],
    ['fr', 'Dans combien de langues peux-tu demander ton chemin ?', ['can']],
    ['fr', 'Il devrait être permis de construire.', ['should', 'can']],
    ['fr', 'Avoir du pouvoir compte pour moi. Le doigt montre le chemin.', []],
    ['fr', 'Peut-être. On peut le dire.', ['can']],
    ['fr', 'Peut-être, oui.', []],
    ['it', 'La Svizzera dovrebbe fare da apripista.', ['should']],
    ['it', 'La Svizzera deve fare da apripista.', ['must']],
    ['it', 'Le vecchie usanze vanno mantenute come sono sempre state.', ['should']],
    ['it', 'Va tutto bene, si va a scuola.', []],
    ['it', 'Le aziende dovrebbero essere obbligate a dimostrarlo.', ['should', 'must']],
    ['it', 'Potresti immaginare di vivere all’estero?', ['could']],
    ['it', 'In quante lingue sai chiedere indicazioni?', ['can']],
    ['it', 'Ti piacerebbe poterlo fare via internet?', ['can']],
    ['it', 'Il potere conta. Il dovere anche.', []],
    ['en', 'Switzerland should lead the way.', ['should']],
    ['en', 'Companies should have to show it.', ['should', 'must']],
    ['en', 'We must follow rules.', ['must']],
    ['en', 'Could you imagine living abroad?', ['could']],
    ['en', 'Farmers should be allowed to grow these plants.', ['should', 'can']],
    ['en', 'Would you like to be able to vote online?', ['can']],
    ['en', 'Scan the cans; a mustard shoulder.', []],
  ])('%s: "%s" uses %j', (locale, text, classes) => {
    expect(modalClasses(text, locale)).toEqual(classes);
  });
});

describe('the condition', () => {
  it.each<[Locale, string, boolean]>([
    ['de', 'Wo möchtest du leben, wenn du frei wählen könntest?', true],
    ['de', 'Sie soll vorangehen, auch wenn es uns etwas kostet.', true],
    ['de', 'Falls du Zeit hast: Hilfst du?', true],
    // A leading Wenn-clause closed by a colon sets the scene ("When …,"), no condition …
    ['de', 'Wenn in einer Gruppe etwas entschieden werden muss: Wie oft führst du?', false],
    ['de', 'Es ist spät. Wenn ein neues Gerät herauskommt: Wann nutzt du es?', false],
    // … unless it is in the Konjunktiv II, which makes it a hypothesis.
    ['de', 'Wenn du frei wählen könntest: Wo möchtest du am liebsten leben?', true],
    ['de', 'Wendy wendet das Blatt.', false],
    // "Erst, wenn" is time ("only once"), as "only when" is elsewhere; a bare "wenn" is not.
    ['de', 'erst, wenn ich es kaum mehr vermeiden kann', false],
    ['de', 'nur, wenn jemand eingreifen kann', true],
    ['fr', 'Où aimerais-tu vivre si tu pouvais choisir ?', true],
    ['fr', 'J’accepte s’il le faut.', true],
    [
      'fr',
      'Les règles sont faites pour être respectées, même quand l’une me paraît absurde.',
      true,
    ],
    ['fr', 'Quand un groupe doit décider, prends-tu les devants ?', false],
    ['fr', 'Ainsi, aussi, je choisis.', false],
    ['it', 'Dove vivresti se potessi scegliere?', true],
    ['it', 'Le regole vanno rispettate, anche quando una mi sembra assurda.', true],
    ['it', 'Quando un gruppo deve decidere, quanto spesso guidi tu?', false],
    ['it', 'Pensa a se stesso. Se ne va presto.', false],
    ['en', 'Where would you live if you could choose?', true],
    ['en', 'Solar plants should be allowed, even where they change the landscape.', true],
    ['en', 'When a group has to decide, how often do you lead?', false],
    ['en', 'Life is different.', false],
  ])('%s: "%s" sets a condition: %s', (locale, text, condition) => {
    expect(hasCondition(text, locale)).toBe(condition);
  });
});
