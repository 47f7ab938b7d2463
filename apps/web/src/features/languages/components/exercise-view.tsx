import { ChooseExercise } from './choose-exercise';
import type { ExerciseProps } from './exercise-props';
import { ReplyExercise } from './reply-exercise';
import { SpeakExercise } from './speak-exercise';
import { TypeExercise } from './type-exercise';

/** The component for an exercise's kind. */
export function ExerciseView(props: ExerciseProps) {
  switch (props.exercise.kind) {
    case 'choose':
    case 'listen-choose':
      return <ChooseExercise {...props} />;
    case 'type':
    case 'listen-type':
      return <TypeExercise {...props} />;
    case 'speak':
      return <SpeakExercise {...props} />;
    case 'reply':
      return <ReplyExercise {...props} />;
    case 'read':
      return null;
  }
}
