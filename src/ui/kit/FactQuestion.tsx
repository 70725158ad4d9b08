/** Asks the owner for one missing component fact (placeholder while it is being built). */
import type { ComponentKit, Fact, FactAnswers } from '../../engine/kit';
import { factQuestion } from '../../engine/kit';

/** Props: the fact play needs, the kit it is missing from, and where the answer goes. */
export interface FactQuestionProps {
  readonly fact: Fact;
  readonly kit: ComponentKit;
  readonly onAnswer: (answer: FactAnswers[Fact['kind']]) => void;
}

/** Returns the plain-words question for a needs-fact. */
export function FactQuestion(props: FactQuestionProps) {
  return <p class="note">{factQuestion(props.kit, props.fact)}</p>;
}
