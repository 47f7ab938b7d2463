import { Anchor, Apple, Bell, Bird, Cloud, Fish, Heart, Key, Leaf, Moon, Star, Sun, type LucideIcon } from 'lucide-react';
import type { pairSymbols } from '@brainboost/domain/cognitive/board-tasks';

type PairSymbol = (typeof pairSymbols)[number];

/** Each symbol has its own shape and colour, so pairs differ by more than colour alone. */
const faces: Record<PairSymbol, { Icon: LucideIcon; colour: string }> = {
  star: { Icon: Star, colour: 'text-amber-600' },
  heart: { Icon: Heart, colour: 'text-rose-600' },
  moon: { Icon: Moon, colour: 'text-indigo-700' },
  sun: { Icon: Sun, colour: 'text-orange-600' },
  cloud: { Icon: Cloud, colour: 'text-sky-700' },
  leaf: { Icon: Leaf, colour: 'text-green-700' },
  fish: { Icon: Fish, colour: 'text-cyan-700' },
  bird: { Icon: Bird, colour: 'text-violet-700' },
  apple: { Icon: Apple, colour: 'text-red-700' },
  anchor: { Icon: Anchor, colour: 'text-slate-700' },
  bell: { Icon: Bell, colour: 'text-yellow-700' },
  key: { Icon: Key, colour: 'text-teal-700' },
};

/** The face of a turned card. */
export function MemoryCardFace({ symbol }: { symbol: PairSymbol }) {
  const { Icon, colour } = faces[symbol];
  return <Icon className={`size-1/2 ${colour}`} strokeWidth={2.25} aria-hidden="true" />;
}
