"""Computer players for Die Dracheninsel: easy, normal and hard (expert: `expert.py`).

`choose_move(view, seat, level, rng)` decides from `state.view(seat)` only: its own hand,
hand sizes, the public board, coins, discards and the public last action. Other hands in
a view are a re-deal of the unseen cards seeded by public facts, so nothing read from it
can depend on hidden information; the hard player samples fresh re-deals (`redeal`)
itself when it needs a probability (the Unfaithful duel).

  easy    walks towards its goal, pays whatever it holds, plays cards at random and
          reacts at random; a treasure pair only ever steps nearer its boat.
  normal  plans the cheapest path in cards (Dijkstra over the disks) and keeps jokers;
          sends nearly-home opposing pairs back with Fear & Loathing; slumbers deliveries
          of others; counters what hurts it; plays Unfaithful whenever it can.
  hard    normal plus: replaces partners of pairs closer to its own boat, uses Long
          Journey, Foolhardy Flight and Dragon Patrol to block, slumbers more situations,
          plays Unfaithful only when sampling says it outlasts the other partner, and
          picks smarter exchanges.

Every level carries a treasure home without dithering: a pair steps only nearer its boat,
by the way its hand pays or else by the distance both partners share (`homeway.py`).
"""

from __future__ import annotations

import random

from ..rules import data as D
from ..rules import legal
from ..rules.moves import (
    Abandon,
    AbandonTreasure,
    DragonPatrol,
    EndTurn,
    EvilCurse,
    Exchange,
    FearAndLoathing,
    FoolhardyFlight,
    IllegalMove,
    LongJourney,
    Move,
    Pass,
    SneakAttack,
    Step,
    Unfaithful,
    Wait,
)
from ..rules.state import CHOICE, DUEL, EXCHANGE, MAIN, WINDOW, State
from .homeway import (  # PAID: a paid step's path cost (free: 1)
    NO_WAY,
    PAID,
    cost_map,
    home_way,
    no_farther,
    progress_only,
    public_map,
    public_step,
)
from .randomplayer import nearer_home, random_move

LEVELS = ("easy", "normal", "hard", "expert")  # expert: ai/expert.py
INF = NO_WAY
SS, CM, UF = "sweet_slumber", "counter_magic", "unfaithful"
JUNK = ("evil_curse", "destructive_forces", "thundering_elements", "dragon_patrol", "sneak_attack")


def choose_move(view: State, seat: int, level: str, rng: random.Random) -> Move:
    """The move of a computer player of `level` for `seat`, from that seat's view."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}")
    if level == "expert":  # it builds on this module: `dracheninsel.ai.choose_move` binds it
        raise ValueError("the expert level is dracheninsel.ai.choose_move's")
    if level == "easy":
        return _checked(view, seat, easy_move(view, seat, rng))
    return _checked(view, seat, _Thinker(view, seat, level == "hard", rng).decide())


def hard_move(view: State, seat: int, rng: random.Random) -> Move:
    """The hard level's move (the expert's move ordering and playout policy)."""
    return _checked(view, seat, _Thinker(view, seat, True, rng).decide())


def easy_move(view: State, seat: int, rng: random.Random) -> Move:
    """The easy level: `random_move`, except that a treasure pair never steps or flies
    away from home. When no step led home it took a random free step, and a pair swung
    back and forth between free disks (issue 27); now it ends the turn there instead.
    Nearer by its own step distances, and no farther by the distance its partner of any
    level shares (`homeway.no_farther`), so two partners never pull the pair apart."""
    move = random_move(view, seat, rng)
    if (
        isinstance(move, Step | FoolhardyFlight)
        and view.phase == MAIN
        and not view.must_leave_site()
        and not (nearer_home(view, seat, move.cell) and no_farther(view, seat, move.cell))
    ):
        step = public_step(view, seat)  # where the two distances disagree: the shared one
        return step if step is not None else EndTurn(seat)
    return move


def _checked(view: State, seat: int, move: Move) -> Move:
    """`move` if legal, else a harmless legal one (pass, end the turn, wait)."""
    try:
        view.check(move)
    except IllegalMove:
        legal = view.legal_moves(seat)
        move = next((m for m in legal if m.kind in ("pass", "end_turn", "wait")), legal[0])
    return move


class _Thinker:
    """One decision of the normal or hard player."""

    def __init__(self, view: State, seat: int, hard: bool, rng: random.Random) -> None:
        self.s = view
        self.me = seat
        self.hard = hard
        self.rng = rng

    # ---------------------------------------------------------------- dispatch
    def decide(self) -> Move:
        phase = self.s.phase
        if phase == WINDOW:
            return self.react()
        if phase == DUEL:
            return self.duel()
        if phase == CHOICE:
            return self.bearer_choice()
        if phase == EXCHANGE:
            return self.exchange()
        assert phase == MAIN
        return self.main()

    def card_of(self, kind: str) -> int:
        """A card of `kind` from my hand (the caller knows I hold one)."""
        card = self.s.first_of_kind(self.me, kind)
        assert card is not None
        return card

    # ---------------------------------------------------------------- paths
    def goals(self, seat: int) -> list[int]:
        s = self.s
        g = s.group_of(seat)
        if g is not None:
            return [s.boat(m) for m in g.members] if len(g.members) == 2 else []
        out = [x.pos for x in s.groups if len(x.members) == 1]
        if s.site_coins:
            out.append(D.SITE)
        if self.hard and seat == self.me:
            out += self.replace_targets()
        return out

    def replace_targets(self) -> list[int]:
        """Pairs of others whose boat is no closer than mine: joining them pays off."""
        s = self.s
        mine = s.boat(self.me)
        out = []
        for g in s.groups:
            if len(g.members) == 2 and self.me not in g.members and g.pos != D.SITE:
                theirs = min(D.DIST[g.pos][s.boat(m)] for m in g.members)
                if D.DIST[g.pos][mine] <= theirs + 1:
                    out.append(g.pos)
        return out

    def cost_map(self, seat: int, goals: list[int]) -> list[int]:
        """Cheapest cost from every position to a goal for the figure of `seat`."""
        return cost_map(self.s, seat, goals)

    def best_step(self) -> Move | None:
        s, me = self.s, self.me
        way = home_way(s, me)
        if way is not None:  # a pair whose hand pays a whole way home walks it (homeway.py)
            return Step(me, card=way.card, cell=way.cell, target=None)
        pair_dist = public_map(s, me)  # else a pair's steps lower its public distance
        if pair_dist is not None:
            dist = pair_dist
        else:
            goals = self.goals(me)
            if not goals:
                return None
            dist = self.cost_map(me, goals)
        here = dist[s.pos[me]]
        best: tuple[int, int] | None = None
        choice: Move | None = None
        for t in D.ADJ[s.pos[me]]:
            if dist[t] >= here:
                continue
            kind = legal.entry(s, me, t)
            if kind is None:
                continue
            if kind == "wait_site" and not s.site_coins:
                continue
            pays = legal.payments(s, me, t)
            if not pays:
                continue
            card = self.pick_payment(pays)
            rep = None
            if kind == "replace":
                g = s.group_at(t)
                assert g is not None
                # Keep the partner whose boat is nearer to mine... replace the other one.
                rep = max(g.members, key=lambda m: D.DIST[t][s.boat(m)])
            key = (dist[t] + (0 if card is None else PAID), 0 if card is None else 1)
            if best is None or key < best:
                best = key
                choice = Step(me, card=card, cell=t, target=rep)
        return choice

    def pick_payment(self, pays: list[int | None]) -> int | None:
        """Prefer the disk colour's card over the own-colour joker."""
        if pays == [None]:
            return None
        own = self.s.colour_of(self.me)
        for c in pays:
            if c is not None and D.CARD_COLOUR[c] != own:
                return c
        return pays[0]

    # ---------------------------------------------------------------- main phase
    def main(self) -> Move:
        s, me = self.s, self.me
        if s.must_leave_site():
            step = self.best_step()
            if step is not None:
                return step
            return s.legal_moves(me)[0]
        card_move = self.card_play()
        if card_move is not None:
            return card_move
        step = self.best_step()
        if step is not None:
            return step
        g = s.group_of(me)
        if g is not None and len(g.members) == 1 and self.should_abandon(g.pos):
            return AbandonTreasure(me)
        return EndTurn(me)

    def should_abandon(self, where: int) -> bool:
        s = self.s
        near = [
            D.DIST[s.pos[x]][where] for x in range(s.n) if x != self.me and s.group_of(x) is None
        ]
        return (not near or min(near) > 5) and self.rng.random() < 0.3

    def card_play(self) -> Move | None:
        s, me = self.s, self.me
        hand_kinds = {D.CARD_KIND[c] for c in s.hands[me]}
        if "fear_and_loathing" in hand_kinds:
            m = self.fear_target()
            if m is not None:
                return m
        if self.hard and "long_journey" in hand_kinds:
            m = self.long_journey()
            if m is not None:
                return m
        if "foolhardy_flight" in hand_kinds:
            m = self.flight()
            if m is not None:
                return m
        if self.hard and "dragon_patrol" in hand_kinds:
            m = self.dragon_block()
            if m is not None:
                return m
        if "evil_curse" in hand_kinds and len(s.hands[me]) <= 2:
            others = sum(1 for x in range(s.n) if x != me and s.hands[x])
            if others >= 3:
                return EvilCurse(me, card=self.card_of("evil_curse"))
        if "sneak_attack" in hand_kinds and len(s.hands[me]) <= 3:
            victim = max((x for x in range(s.n) if x != me), key=lambda x: len(s.hands[x]))
            if len(s.hands[victim]) >= 4:
                return SneakAttack(me, card=self.card_of("sneak_attack"), target=victim)
        return None

    def fear_target(self) -> Move | None:
        """Send home a member of an opposing pair that is about to deliver or just formed."""
        s, me = self.s, self.me
        best: tuple[int, int] | None = None
        for g in s.groups:
            if me in g.members or len(g.members) != 2:
                continue
            d = min(D.DIST[g.pos][s.boat(m)] for m in g.members)
            if d > (3 if self.hard else 2):
                continue
            scores = s.scores()
            target = max(g.members, key=lambda m: scores[m])
            if best is None or d < best[0]:
                best = (d, target)
        if best is None:
            return None
        card = self.card_of("fear_and_loathing")
        return FearAndLoathing(me, card=card, target=best[1])

    def long_journey(self) -> Move | None:
        """Free a colour the best path would otherwise pay for at least twice."""
        s, me = self.s, self.me
        goals = self.goals(me)
        if not goals:
            return None
        dist = self.cost_map(me, goals)
        pos, paid_colours = s.pos[me], []
        for _ in range(12):
            nxt = min(D.ADJ[pos], key=lambda t: dist[t])
            if dist[nxt] >= dist[pos]:
                break
            if 0 < nxt < D.N_CELLS and not s.is_free_colour(me, s.colours[nxt]):
                paid_colours.append(s.colours[nxt])
            pos = nxt
        lj = self.card_of("long_journey")
        for colour in set(paid_colours):
            if paid_colours.count(colour) >= 2:
                for c in s.hands[me]:
                    if D.CARD_COLOUR[c] == colour:
                        return LongJourney(me, card=lj, card2=c)
        return None

    def flight(self) -> Move | None:
        s, me = self.s, self.me
        goals = self.goals(me)
        card = s.first_of_kind(me, "foolhardy_flight")
        if not goals or card is None:
            return None
        dist = self.cost_map(me, goals)
        here = dist[s.pos[me]]
        options = [
            m
            for m in progress_only(s, me, legal.flight_moves(s, me, card))
            if isinstance(m, FoolhardyFlight)
        ]
        if not options:
            return None
        best = min(options, key=lambda m: dist[m.cell])
        if here - dist[best.cell] >= PAID + 2:
            return best
        return None

    def dragon_block(self) -> Move | None:
        """Put a dragon on the next space of the opposing pair nearest to its boat."""
        s, me = self.s, self.me
        card = self.card_of("dragon_patrol")
        off = [d for d, p in enumerate(s.dragons) if p < 0]
        for g in s.groups:
            if me in g.members or len(g.members) != 2:
                continue
            seat = g.members[0]
            dist = self.cost_map(seat, [s.boat(m) for m in g.members])
            cells = [t for t in D.ADJ[g.pos] if 0 < t < D.N_CELLS and dist[t] < dist[g.pos]]
            for t in cells:
                if not s.occupied(t) and t not in D.ALL_LANDINGS:
                    dragon = off[0] if off else self.rng.randrange(len(s.dragons))
                    return DragonPatrol(me, card=card, target=dragon, cell=t)
        return None

    # ---------------------------------------------------------------- reactions
    def react(self) -> Move:
        s, me = self.s, self.me
        legal = s.legal_moves(me)
        answer = next((m for m in legal if m.kind != "pass"), None)
        if answer is None:
            return Pass(me)
        w = s.window
        assert w is not None
        if answer.kind == SS:
            return answer if self.want_slumber() else Pass(me)
        want = self.want_base()
        resolving = (len(w.chain) - 1) % 2 == 0
        if (want > 0 and not resolving) or (want < 0 and resolving):
            return answer
        return Pass(me)

    def ally(self, seat: int) -> bool:
        if seat == self.me:
            return True
        g = self.s.group_of(self.me)
        return g is not None and seat in g.members

    def want_base(self) -> int:
        """+1 if I want the bottom of the chain to take effect, -1 if not, 0 if I don't care."""
        s = self.s
        w = s.window
        assert w is not None
        base_seat = w.chain[0][0]
        if w.kind == "counter":
            m = w.pending
            assert m is not None
            if base_seat == self.me:
                return 1
            if self.ally(m.target):
                return -1
            return 0
        # A Sweet Slumber against the active player.
        if self.ally(s.active):
            return -1
        return 1 if base_seat == self.me else 0

    def want_slumber(self) -> bool:
        s, me = self.s, self.me
        w = s.window
        assert w is not None
        if self.ally(s.active):
            return False
        last = s.last_action
        if w.after == "duel":
            return True
        g = s.group_of(s.active)
        if g is not None and len(g.members) == 2 and me not in g.members:
            d = min(D.DIST[g.pos][s.boat(m)] for m in g.members)
            if g.pos == D.SITE or d <= (2 if self.hard else 1):
                return True
        return (
            self.hard and isinstance(last, FearAndLoathing | SneakAttack) and self.ally(last.target)
        )

    def duel(self) -> Move:
        s, me = self.s, self.me
        card = s.first_of_kind(me, UF)
        if card is None:
            return Pass(me)
        if not self.hard:
            return Unfaithful(me, card=card)
        d = s.duel
        assert d is not None
        other = d.other if me == d.owner else d.owner
        mine = s.count_kind(me, UF)
        wins = 0
        samples = 24
        for _ in range(samples):
            sample = s.redeal(self.rng)
            if sample.count_kind(other, UF) < mine:
                wins += 1
        # Responding to an Unfaithful is free of risk (otherwise the coins are lost anyway).
        if d.last == other or wins * 2 >= samples:
            return Unfaithful(me, card=card)
        return Pass(me)

    def bearer_choice(self) -> Move:
        s, me = self.s, self.me
        here = s.pos[me]
        near = [D.DIST[s.pos[x]][here] for x in range(s.n) if x != me and s.group_of(x) is None]
        if near and min(near) <= 4:
            return Wait(me)
        return Abandon(me) if self.rng.random() < 0.3 else Wait(me)

    def path_colours(self, limit: int = 4) -> list[int]:
        """Colours of the paid disks on my cheapest path (as far as `limit` of them)."""
        s, me = self.s, self.me
        goals = self.goals(me)
        if not goals:
            goals = [D.SITE]
        dist = self.cost_map(me, goals)
        pos, out = s.pos[me], []
        for _ in range(16):
            nxt = min(D.ADJ[pos], key=lambda t: dist[t])
            if dist[nxt] >= dist[pos]:
                break
            if 0 < nxt < D.N_CELLS and not s.is_free_colour(me, s.colours[nxt]):
                out.append(s.colours[nxt])
                if len(out) >= limit:
                    break
            pos = nxt
        return out

    def exchange(self) -> Move:
        """Keep jokers, the colours my path needs and at most two good action cards."""
        s, me = self.s, self.me
        own = s.colour_of(me)
        needed = self.path_colours()
        priority = [CM, SS, "fear_and_loathing", "foolhardy_flight", UF]
        if self.hard:
            priority.insert(3, "long_journey")
        kept_terrain: dict[int, int] = {}
        actions = []
        drop = []
        for c in s.hands[me]:
            kind, colour = D.CARD_KIND[c], D.CARD_COLOUR[c]
            if kind == D.TERRAIN:
                kept_terrain[colour] = kept_terrain.get(colour, 0) + 1
                limit = 3 if colour == own else needed.count(colour)
                if kept_terrain[colour] > limit:
                    drop.append(c)
            elif kind in priority:
                actions.append(c)
            else:
                drop.append(c)
        actions.sort(key=lambda c: priority.index(D.CARD_KIND[c]))
        seen: dict[str, int] = {}
        kept = 0
        for c in actions:
            kind = D.CARD_KIND[c]
            if kind == UF and seen.get(UF, 0) < (2 if self.hard else 1):
                seen[UF] = seen.get(UF, 0) + 1  # duels decide both coins: worth a slot
                continue
            if kind in seen or kept >= 2:
                drop.append(c)
            else:
                seen[kind] = 1
                kept += 1
        return Exchange(me, cards=tuple(drop))
