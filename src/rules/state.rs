//! The game state, the legal actions of the player to act, and applying one.

use std::ops::ControlFlow;

use rand::SeedableRng;
use serde::{Deserialize, Serialize};

use super::action::{Action, ActionError, Drawing};
use super::board::{Board, cells_of, nth_set_bit_in_byte};
use super::map::{Map, PlacementPowers, PowerUse};
use super::rng::{DrawBelow, SplitMix64};
use super::ruleset::{CoatId, DRAFT_DICE, Face, GameEnd, Power, RuleSet};
use super::scoring::{Outcome, ScoreSummary, outcome, summarize};

/// How many of the listed (not placement) actions a pick keeps while counting them.
const KEPT_LISTED_ACTIONS: usize = 16;

/// Spellbook lines per player: each line gives a different power.
const MAX_LINES: usize = Power::ALL.len();

/// One player's line of the spellbook.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LineProgress {
    /// Open, with this many squares filled.
    Filling(u8),
    /// Completed first: the power is this player's.
    Gained { used: bool },
    /// The opponent completed it first.
    StruckOut,
}

/// A die in a player's domino this turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DominoDie {
    /// Which of the 4 dice.
    pub die: u8,
    /// The face it shows (an index into the die's faces).
    pub face: u8,
    /// The castle bonus was put on this die.
    pub castle_cross: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerState {
    pub map: Map,
    pub lines: [LineProgress; MAX_LINES],
    pub castle_bonus_used: bool,
    pub bonus_coat: Option<CoatId>,
    /// The dice taken this turn, in the order taken.
    pub domino: [Option<DominoDie>; 2],
    /// Whether the domino was drawn this turn.
    pub drew: bool,
    /// Whether the domino could have been drawn this turn, with the powers the player kept.
    pub could_draw: bool,
}

/// A drawing waiting for its jokers' coats; `coats` holds each die's coat once known.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct JokerDrawing {
    pub drawing: Drawing,
    pub coats: [Option<CoatId>; 2],
}

/// Where in the turn the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Step {
    /// Taking dice: pick 0 is A's, picks 1 and 2 are B's; A gets the last die.
    Draft {
        pick: u8,
    },
    /// The player prepares and draws (or passes). A fills first, then B.
    Fill {
        player: u8,
    },
    /// The player drew a joker in this slot and chooses its coat.
    ChooseJokerCoat {
        player: u8,
        slot: u8,
    },
    /// The player just gained an immediate power and chooses how to apply it.
    ApplyPower {
        player: u8,
        power: Power,
    },
    GameOver,
}

/// The whole state of a game: everything needed to continue it, dice stream included.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameState {
    players: [PlayerState; 2],
    /// The seat of player A this turn.
    a: u8,
    turn: u32,
    /// The face each die shows after this turn's roll.
    roll: [u8; DRAFT_DICE],
    /// The dice taken this turn, one bit each (die 0 is the lowest).
    taken: u8,
    step: Step,
    /// Immediate powers gained this turn and not yet applied, in the order they are applied.
    pending_powers: Vec<(u8, Power)>,
    /// A drawing whose jokers still need their coats.
    joker_drawing: Option<JokerDrawing>,
    rng: SplitMix64,
}

impl GameState {
    /// A new game: the first player A is drawn from the seed, then the first roll.
    pub fn new(rules: &RuleSet, seed: u64) -> GameState {
        let mut rng = SplitMix64::seed_from_u64(seed);
        let a = GameState::draw_first_a(&mut rng);
        let player = PlayerState {
            map: Map::default(),
            lines: [LineProgress::Filling(0); MAX_LINES],
            castle_bonus_used: false,
            bonus_coat: None,
            domino: [None; 2],
            drew: false,
            could_draw: false,
        };
        let mut state = GameState {
            players: [player.clone(), player],
            a,
            turn: 1,
            roll: [0; DRAFT_DICE],
            taken: 0,
            step: Step::Draft { pick: 0 },
            pending_powers: Vec::new(),
            joker_drawing: None,
            rng,
        };
        state.roll_dice(rules);
        state
    }

    /// The seat of the first player A of the game with this seed.
    pub fn first_a(seed: u64) -> u8 {
        GameState::draw_first_a(&mut SplitMix64::seed_from_u64(seed))
    }

    fn draw_first_a(rng: &mut SplitMix64) -> u8 {
        rng.below(2) as u8
    }

    /// Replaces the stream of future rolls (this turn's roll stays): computer players imagine
    /// possible futures this way, since nobody can know the real ones.
    pub fn reseed_future_rolls(&mut self, seed: u64) {
        self.rng = SplitMix64::seed_from_u64(seed);
    }

    /// The same game started from maps already drawn: for puzzles, tutorials and tests.
    pub fn with_maps(mut self, maps: [Map; 2]) -> GameState {
        for (player, map) in self.players.iter_mut().zip(maps) {
            player.map = map;
        }
        self
    }

    /// The same game with `power` already gained by `seat` (its line struck out for the
    /// other): for tutorials and tests of each power. Unknown powers change nothing.
    pub fn with_power(self, rules: &RuleSet, seat: u8, power: Power) -> GameState {
        self.with_line(rules, seat, power, LineProgress::Gained { used: false })
    }

    /// The same game with `seat`'s spellbook line for `power` at `progress` (a gained line
    /// strikes the other player's out): for tutorials and tests of the spellbook.
    pub fn with_line(
        mut self,
        rules: &RuleSet,
        seat: u8,
        power: Power,
        progress: LineProgress,
    ) -> GameState {
        if let Some(line) = rules.line_of_power(power) {
            let seat = usize::from(seat & 1);
            self.players[seat].lines[line] = progress;
            if matches!(progress, LineProgress::Gained { .. }) {
                self.players[1 - seat].lines[line] = LineProgress::StruckOut;
            }
        }
        self
    }

    /// The same game with this turn's roll replaced, before any die is taken: for puzzles,
    /// tutorials and tests. A face a die does not have wraps around its faces.
    pub fn with_roll(mut self, rules: &RuleSet, roll: [u8; DRAFT_DICE]) -> GameState {
        if self.step == (Step::Draft { pick: 0 }) && self.taken == 0 {
            for ((face, die), wanted) in self.roll.iter_mut().zip(rules.dice()).zip(roll) {
                *face = (usize::from(wanted) % die.faces.len()) as u8;
            }
        }
        self
    }

    fn roll_dice(&mut self, rules: &RuleSet) {
        for (face, die) in self.roll.iter_mut().zip(rules.dice()) {
            *face = self.rng.below(die.faces.len() as u32) as u8;
        }
    }

    pub fn player(&self, seat: u8) -> &PlayerState {
        &self.players[usize::from(seat & 1)]
    }

    /// The seat of player A this turn.
    pub fn player_a(&self) -> u8 {
        self.a
    }

    pub fn turn(&self) -> u32 {
        self.turn
    }

    pub fn step(&self) -> Step {
        self.step
    }

    /// The faces rolled this turn, one per die.
    /// The drawing waiting for its jokers' coats, with the coats chosen so far.
    pub fn joker_drawing(&self) -> Option<JokerDrawing> {
        self.joker_drawing
    }

    pub fn roll(&self) -> [u8; DRAFT_DICE] {
        self.roll
    }

    pub fn is_taken(&self, die: u8) -> bool {
        usize::from(die) >= DRAFT_DICE || self.taken & (1 << die) != 0
    }

    pub fn is_over(&self) -> bool {
        self.step == Step::GameOver
    }

    /// The seat of the player who decides next, or `None` once the game is over.
    pub fn to_act(&self) -> Option<u8> {
        match self.step {
            Step::Draft { pick: 0 } => Some(self.a),
            Step::Draft { .. } => Some(1 - self.a),
            Step::Fill { player }
            | Step::ChooseJokerCoat { player, .. }
            | Step::ApplyPower { player, .. } => Some(player),
            Step::GameOver => None,
        }
    }

    /// The face a die of a domino shows now.
    pub fn face_of(rules: &RuleSet, die: DominoDie) -> Face {
        rules
            .dice()
            .get(usize::from(die.die))
            .and_then(|d| d.faces.get(usize::from(die.face)))
            .copied()
            .unwrap_or(Face::Joker)
    }

    /// What a die of the domino will draw: its coat (`None` for a joker) and its crosses.
    fn drawn_face(rules: &RuleSet, die: DominoDie) -> (Option<CoatId>, u8) {
        let face = GameState::face_of(rules, die);
        (face.coat(), face.crosses() + u8::from(die.castle_cross))
    }

    pub fn has_power(&self, seat: u8, rules: &RuleSet, power: Power) -> bool {
        rules.line_of_power(power).is_some_and(|line| {
            self.player(seat).lines[line] == LineProgress::Gained { used: false }
        })
    }

    fn use_power(&mut self, seat: u8, rules: &RuleSet, power: Power) {
        if let Some(line) = rules.line_of_power(power) {
            self.players[usize::from(seat)].lines[line] = LineProgress::Gained { used: true };
        }
    }

    /// Both players' totals and largest domains so far.
    pub fn scores(&self, rules: &RuleSet) -> [ScoreSummary; 2] {
        [0, 1].map(|seat| {
            let player = self.player(seat);
            summarize(rules, &player.map, player.bonus_coat)
        })
    }

    /// The result, once the game is over.
    pub fn outcome(&self, rules: &RuleSet) -> Option<Outcome> {
        self.is_over().then(|| outcome(self.scores(rules)))
    }

    /// The legal actions of the player to act (none once the game is over).
    pub fn legal_actions(&self, rules: &RuleSet) -> Vec<Action> {
        let mut actions = Vec::new();
        self.legal_actions_into(rules, &mut actions);
        actions
    }

    /// Like [`GameState::legal_actions`], reusing a buffer: simulations call this millions of
    /// times and must not allocate.
    pub fn legal_actions_into(&self, rules: &RuleSet, actions: &mut Vec<Action>) {
        actions.clear();
        let drawable = || self.filler_can_draw(rules);
        let _ = self.for_each_listed_action(rules, drawable, |action| {
            actions.push(action);
            ControlFlow::Continue(())
        });
        let Step::Fill { player: seat } = self.step else {
            return;
        };
        let Some(domino) = self.player(seat).full_domino() else {
            return;
        };
        let map = &self.player(seat).map;
        let mut any_placement = false;
        for powers in placement_power_choices(self.placement_powers_owned(rules, seat)) {
            let connecting = self.connecting_for(rules, seat, domino, powers);
            map.for_each_placement(
                rules.board(),
                connecting,
                powers,
                PowerUse::Needed,
                |a, b| {
                    any_placement |= powers == PlacementPowers::NONE;
                    actions.push(Action::Draw(Drawing {
                        cells: [a, b],
                        powers,
                    }));
                },
            );
        }
        if !any_placement {
            actions.push(Action::Pass);
        }
    }

    /// How many legal actions there are, without listing them.
    pub fn legal_action_count(&self, rules: &RuleSet) -> usize {
        self.pick_legal_action(rules, |count| count).1
    }

    /// The action at `index` in [`GameState::legal_actions`], found without listing them all.
    pub fn nth_legal_action(&self, rules: &RuleSet, index: usize) -> Option<Action> {
        self.pick_legal_action(rules, |_| index).0
    }

    /// Counts the legal actions, lets `choose` pick an index below the count, and returns the
    /// action at that index in [`GameState::legal_actions`] order with the count: one pass
    /// over masks instead of a list (random playouts call this millions of times).
    pub fn pick_legal_action(
        &self,
        rules: &RuleSet,
        choose: impl FnOnce(usize) -> usize,
    ) -> (Option<Action>, usize) {
        if let Some(free) = self.single_die_draft(rules) {
            // Picked from the mask of free dice, without a branch per die: which dice are
            // still free is random.
            let count = free.count_ones() as usize;
            let index = choose(count);
            let die = (index < count).then(|| nth_set_bit_in_byte(free, index) as u8);
            return (die.map(|die| Action::TakeDie { die }), count);
        }
        // The listed actions are few: keep the first ones while counting, so picking one
        // rarely needs a second pass.
        let placements = self.placement_groups(rules);
        // Most fills have ordinary placements: no sum needed then.
        let drawable = placements
            .as_ref()
            .is_some_and(|groups| !groups.pass || groups.drawings() > 0);
        let mut kept = [Action::Pass; KEPT_LISTED_ACTIONS];
        let mut listed = 0;
        let _ = self.for_each_listed_action(
            rules,
            || drawable,
            |action| {
                if let Some(slot) = kept.get_mut(listed) {
                    *slot = action;
                }
                listed += 1;
                ControlFlow::Continue(())
            },
        );
        let count = listed + placements.as_ref().map_or(0, PlacementGroups::count);
        let index = choose(count);
        if index >= count {
            return (None, count);
        }
        if index >= listed {
            let action = placements.as_ref().and_then(|groups| {
                let map = &self.player(groups.seat).map;
                groups.nth(map, rules.board(), index - listed)
            });
            return (action, count);
        }
        if let Some(&action) = kept.get(index) {
            return (Some(action), count);
        }
        let mut seen = 0;
        let mut found = None;
        let _ = self.for_each_listed_action(
            rules,
            || drawable,
            |action| {
                if seen == index {
                    found = Some(action);
                    return ControlFlow::Break(());
                }
                seen += 1;
                ControlFlow::Continue(())
            },
        );
        (found, count)
    }

    /// The free dice (one bit each) at a draft pick where taking one die is the only choice.
    fn single_die_draft(&self, rules: &RuleSet) -> Option<u8> {
        let Step::Draft { pick } = self.step else {
            return None;
        };
        if pick == 0 && self.has_power(self.a, rules, Power::TakeTwoDice) {
            return None;
        }
        Some(self.free_dice())
    }

    /// The dice not taken yet this turn, one bit each.
    fn free_dice(&self) -> u8 {
        !self.taken & ((1 << DRAFT_DICE) - 1)
    }

    /// Visits every legal action but the placements and the pass of the fill step (which are
    /// counted from masks instead), in list order, until `visit` breaks. `drawable` tells
    /// whether the filling player's domino can be drawn (the castle bonus depends on it), asked
    /// only while the bonus is unused: a pick knows it from the placements it counts anyway.
    fn for_each_listed_action(
        &self,
        rules: &RuleSet,
        drawable: impl FnOnce() -> bool,
        mut visit: impl FnMut(Action) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        match self.step {
            Step::Draft { pick } => {
                for die in 0..DRAFT_DICE as u8 {
                    if !self.is_taken(die) {
                        visit(Action::TakeDie { die })?;
                    }
                }
                if pick == 0 && self.has_power(self.a, rules, Power::TakeTwoDice) {
                    for first in 0..DRAFT_DICE as u8 {
                        for second in first + 1..DRAFT_DICE as u8 {
                            if !self.is_taken(first) && !self.is_taken(second) {
                                visit(Action::TakeTwoDice {
                                    dice: [first, second],
                                })?;
                            }
                        }
                    }
                }
            }
            Step::Fill { player: seat } => {
                let player = self.player(seat);
                let Some(domino) = player.full_domino() else {
                    return ControlFlow::Continue(());
                };
                if !player.castle_bonus_used && drawable() {
                    visit(Action::CastleBonus { slot: 0 })?;
                    visit(Action::CastleBonus { slot: 1 })?;
                }
                if self.has_power(seat, rules, Power::TurnDie) {
                    for (slot, die) in (0u8..).zip(domino) {
                        for face in 0..face_count(rules, die) {
                            if is_a_new_look(rules, die, face) {
                                visit(Action::TurnDie { slot, face })?;
                            }
                        }
                    }
                }
            }
            Step::ChooseJokerCoat { player, slot } => {
                let fitting = self.fitting_joker_coats(rules, player, slot);
                for coat in rules.coat_ids() {
                    if fitting & (1 << coat.0) != 0 {
                        visit(Action::ChooseJokerCoat { coat })?;
                    }
                }
            }
            Step::ApplyPower {
                power: Power::DomainBonus,
                ..
            } => {
                for coat in rules.coat_ids() {
                    visit(Action::ChooseBonusCoat { coat })?;
                }
            }
            Step::ApplyPower { player, .. } => {
                for cell in cells_of(self.player(player).map.drawn()) {
                    visit(Action::PlaceCross { cell })?;
                }
            }
            Step::GameOver => {}
        }
        ControlFlow::Continue(())
    }

    /// The fill step's placements, counted per combination of powers. Inlined: returning the
    /// groups would copy them, which random playouts feel.
    #[inline(always)]
    fn placement_groups(&self, rules: &RuleSet) -> Option<PlacementGroups> {
        let Step::Fill { player: seat } = self.step else {
            return None;
        };
        let player = self.player(seat);
        let domino = player.full_domino()?;
        let board = rules.board();
        let connecting = self.connecting_for_faces(rules, seat, domino);
        let anchors = player.map.domino_anchors(board, connecting);
        let anchor_counts = anchors.map(|mask| mask.count_ones() as u8);
        let ordinary = anchor_counts
            .iter()
            .map(|&count| u32::from(count))
            .sum::<u32>();
        let mut groups = PlacementGroups {
            seat,
            connecting,
            connecting_for_ignore: connecting,
            anchors,
            anchor_counts,
            sizes: [(PlacementPowers::NONE, ordinary); 4],
            len: 1,
            pass: ordinary == 0,
        };
        let owned = self.placement_powers_owned(rules, seat);
        // Most fills happen without either power: nothing more to count.
        if owned != (false, false) {
            if owned.0 {
                groups.connecting_for_ignore =
                    self.connecting_for(rules, seat, domino, IGNORE_CONNECTION);
            }
            for powers in placement_power_choices(owned).skip(1) {
                let connecting = groups.connecting_for(powers);
                let size = player
                    .map
                    .count_placements(board, connecting, powers, PowerUse::Needed);
                groups.sizes[usize::from(groups.len)] = (powers, size as u32);
                groups.len += 1;
            }
        }
        Some(groups)
    }

    /// Whether the player can spend the `d` and the `s` power now.
    fn placement_powers_owned(&self, rules: &RuleSet, seat: u8) -> (bool, bool) {
        (
            self.has_power(seat, rules, Power::IgnoreConnection),
            self.has_power(seat, rules, Power::SeparateDice),
        )
    }

    /// Applies the action of the player to act, or refuses it with the state unchanged.
    pub fn apply(&mut self, rules: &RuleSet, action: Action) -> Result<(), ActionError> {
        self.apply_from(rules, action, Origin::Outside)
    }

    /// Picks a legal action as [`GameState::pick_legal_action`] does and applies it, without
    /// checking a second time the placement or joker coat the engine has just generated: the
    /// fast path of random playouts. Returns the action, or `None` once the game is over.
    pub fn apply_picked(
        &mut self,
        rules: &RuleSet,
        choose: impl FnOnce(usize) -> usize,
    ) -> Option<Action> {
        let action = self.pick_legal_action(rules, choose).0?;
        self.apply_from(rules, action, Origin::Engine).ok()?;
        Some(action)
    }

    fn apply_from(
        &mut self,
        rules: &RuleSet,
        action: Action,
        origin: Origin,
    ) -> Result<(), ActionError> {
        match self.step {
            Step::GameOver => Err(ActionError::GameOver),
            Step::Draft { pick } => self.apply_draft(rules, pick, action),
            Step::Fill { player } => self.apply_fill(rules, player, action, origin),
            Step::ChooseJokerCoat { player, slot } => {
                self.apply_joker_coat(rules, player, slot, action, origin)
            }
            Step::ApplyPower { player, power } => self.apply_power(rules, player, power, action),
        }
    }

    fn apply_draft(
        &mut self,
        rules: &RuleSet,
        pick: u8,
        action: Action,
    ) -> Result<(), ActionError> {
        let b = 1 - self.a;
        match action {
            Action::TakeDie { die } => {
                self.check_free_die(die)?;
                let taker = if pick == 0 { self.a } else { b };
                self.give_die(taker, die);
                if pick < 2 {
                    self.step = Step::Draft { pick: pick + 1 };
                } else {
                    self.give_remaining_dice(self.a);
                    self.step = Step::Fill { player: self.a };
                }
                Ok(())
            }
            Action::TakeTwoDice {
                dice: [first, second],
            } => {
                if pick != 0 {
                    return Err(ActionError::NotNow);
                }
                if !self.has_power(self.a, rules, Power::TakeTwoDice) {
                    return Err(ActionError::PowerUnavailable(Power::TakeTwoDice));
                }
                self.check_free_die(first)?;
                self.check_free_die(second)?;
                if first == second {
                    return Err(ActionError::SameDieTwice);
                }
                if first > second {
                    return Err(ActionError::DiceOutOfOrder);
                }
                self.use_power(self.a, rules, Power::TakeTwoDice);
                self.give_die(self.a, first);
                self.give_die(self.a, second);
                self.give_remaining_dice(b);
                self.step = Step::Fill { player: self.a };
                Ok(())
            }
            _ => Err(ActionError::NotNow),
        }
    }

    fn check_free_die(&self, die: u8) -> Result<(), ActionError> {
        if usize::from(die) >= DRAFT_DICE {
            Err(ActionError::NoSuchDie)
        } else if self.is_taken(die) {
            Err(ActionError::DieAlreadyTaken)
        } else {
            Ok(())
        }
    }

    fn give_die(&mut self, seat: u8, die: u8) {
        self.taken |= 1 << die;
        let domino = &mut self.players[usize::from(seat)].domino;
        if let Some(slot) = domino.iter_mut().find(|slot| slot.is_none()) {
            *slot = Some(DominoDie {
                die,
                face: self.roll[usize::from(die)],
                castle_cross: false,
            });
        }
    }

    fn give_remaining_dice(&mut self, seat: u8) {
        let mut free = self.free_dice();
        while free != 0 {
            self.give_die(seat, free.trailing_zeros() as u8);
            free &= free - 1;
        }
    }

    fn apply_fill(
        &mut self,
        rules: &RuleSet,
        seat: u8,
        action: Action,
        origin: Origin,
    ) -> Result<(), ActionError> {
        let player = self.player(seat);
        let Some(domino) = player.full_domino() else {
            return Err(ActionError::NotNow);
        };
        match action {
            Action::CastleBonus { slot } => {
                if usize::from(slot) >= domino.len() {
                    return Err(ActionError::NoSuchSlot);
                }
                if player.castle_bonus_used {
                    return Err(ActionError::CastleBonusUsed);
                }
                // The engine offers the bonus only where the domino can be drawn.
                if origin == Origin::Outside && !self.can_draw(rules, seat, domino) {
                    return Err(ActionError::NothingToDraw);
                }
                let player = &mut self.players[usize::from(seat)];
                player.castle_bonus_used = true;
                if let Some(die) = &mut player.domino[usize::from(slot)] {
                    die.castle_cross = true;
                }
                Ok(())
            }
            Action::TurnDie { slot, face } => {
                let die = *domino
                    .get(usize::from(slot))
                    .ok_or(ActionError::NoSuchSlot)?;
                if !self.has_power(seat, rules, Power::TurnDie) {
                    return Err(ActionError::PowerUnavailable(Power::TurnDie));
                }
                if face >= face_count(rules, die) {
                    return Err(ActionError::NoSuchFace);
                }
                if shows_the_same(rules, die, face) {
                    return Err(ActionError::SameFace);
                }
                if !is_a_new_look(rules, die, face) {
                    return Err(ActionError::LookNamedEarlier);
                }
                self.use_power(seat, rules, Power::TurnDie);
                if let Some(die) = &mut self.players[usize::from(seat)].domino[usize::from(slot)] {
                    die.face = face;
                }
                Ok(())
            }
            Action::Draw(drawing) => {
                if origin == Origin::Outside {
                    self.check_drawing(rules, seat, domino, drawing)?;
                }
                for power in [Power::IgnoreConnection, Power::SeparateDice] {
                    if uses(drawing.powers, power) {
                        self.use_power(seat, rules, power);
                    }
                }
                let coat = |slot: usize| GameState::drawn_face(rules, domino[slot]).0;
                let coats = [coat(0), coat(1)];
                self.continue_drawing(rules, seat, JokerDrawing { drawing, coats });
                Ok(())
            }
            Action::Pass => {
                // The engine offers the pass only where no ordinary placement exists.
                if origin == Origin::Outside {
                    let connecting = self.connecting_for_faces(rules, seat, domino);
                    if self
                        .player(seat)
                        .map
                        .has_placement(rules.board(), connecting)
                    {
                        return Err(ActionError::MustDraw);
                    }
                }
                // No ordinary placement exists here, so only a kept `d` or `s` could draw.
                let could_draw = self.placement_powers_owned(rules, seat) != (false, false)
                    && self.can_draw(rules, seat, domino);
                let player = &mut self.players[usize::from(seat)];
                player.could_draw = could_draw;
                // The castle bonus changes crosses, never where the domino fits: on a pass it
                // would be spent for nothing, so it goes back to the player.
                let mut bonus_returned = false;
                for die in player.domino.iter_mut().flatten() {
                    bonus_returned |= std::mem::take(&mut die.castle_cross);
                }
                if bonus_returned {
                    player.castle_bonus_used = false;
                }
                self.finish_fill(rules, seat);
                Ok(())
            }
            _ => Err(ActionError::NotNow),
        }
    }

    /// Where each die of the domino would connect, a joker wherever some coat would.
    fn connecting_for_faces(&self, rules: &RuleSet, seat: u8, domino: [DominoDie; 2]) -> [u64; 2] {
        let map = &self.player(seat).map;
        let connecting = |slot: usize| {
            map.connecting_cells(rules.board(), GameState::drawn_face(rules, domino[slot]).0)
        };
        // Written out: `array::map` costs measurably more in the simulations' hot path.
        [connecting(0), connecting(1)]
    }

    /// Where each die connects for a drawing with `powers`. The `d` power frees a joker's coat
    /// too, so it is needed wherever some coat the joker may take would not connect: for it, a
    /// joker connects only where every coat would.
    fn connecting_for(
        &self,
        rules: &RuleSet,
        seat: u8,
        domino: [DominoDie; 2],
        powers: PlacementPowers,
    ) -> [u64; 2] {
        if !powers.ignore_connection {
            return self.connecting_for_faces(rules, seat, domino);
        }
        let map = &self.player(seat).map;
        let board = rules.board();
        let connecting = |slot: usize| match GameState::drawn_face(rules, domino[slot]).0 {
            Some(coat) => map.connecting_cells(board, Some(coat)),
            None => map.connecting_cells_for_every_coat(board, rules.coat_ids()),
        };
        [connecting(0), connecting(1)]
    }

    /// Whether the player filling now can draw their domino as its dice show.
    fn filler_can_draw(&self, rules: &RuleSet) -> bool {
        let Step::Fill { player: seat } = self.step else {
            return false;
        };
        self.player(seat)
            .full_domino()
            .is_some_and(|domino| self.can_draw(rules, seat, domino))
    }

    /// Whether the domino, as its dice show now, can be drawn somewhere, with the `d` and `s`
    /// powers the player keeps.
    fn can_draw(&self, rules: &RuleSet, seat: u8, domino: [DominoDie; 2]) -> bool {
        let map = &self.player(seat).map;
        let board = rules.board();
        let connecting = self.connecting_for_faces(rules, seat, domino);
        map.has_placement(board, connecting)
            || placement_power_choices(self.placement_powers_owned(rules, seat))
                .skip(1)
                .any(|powers| {
                    map.count_placements(board, connecting, powers, PowerUse::Allowed) > 0
                })
    }

    fn check_drawing(
        &self,
        rules: &RuleSet,
        seat: u8,
        domino: [DominoDie; 2],
        drawing: Drawing,
    ) -> Result<(), ActionError> {
        let board = rules.board();
        let map = &self.player(seat).map;
        for power in [Power::IgnoreConnection, Power::SeparateDice] {
            if uses(drawing.powers, power) && !self.has_power(seat, rules, power) {
                return Err(ActionError::PowerUnavailable(power));
            }
        }
        for cell in drawing.cells {
            if cell.index() >= board.cell_count() {
                return Err(ActionError::OffMap);
            }
            if cell == board.castle() {
                return Err(ActionError::CastleSquare);
            }
            if map.empty(board) & cell.bit() == 0 {
                return Err(ActionError::SquareNotEmpty);
            }
        }
        let [first, second] = drawing.cells;
        if first == second {
            return Err(ActionError::SquareNotEmpty);
        }
        let needed = self.connecting_for(rules, seat, domino, drawing.powers);
        if map.permits(
            board,
            needed,
            drawing.powers,
            PowerUse::Needed,
            drawing.cells,
        ) {
            return Ok(());
        }
        let connecting = self.connecting_for_faces(rules, seat, domino);
        let permits =
            |powers, power_use| map.permits(board, connecting, powers, power_use, drawing.cells);
        // Refused: find the reason a player would want to read.
        if permits(drawing.powers, PowerUse::Allowed) {
            let without_ignore = PlacementPowers {
                ignore_connection: false,
                ..drawing.powers
            };
            let wasted =
                if drawing.powers.ignore_connection && permits(without_ignore, PowerUse::Allowed) {
                    Power::IgnoreConnection
                } else {
                    Power::SeparateDice
                };
            return Err(ActionError::PowerNotNeeded(wasted));
        }
        Err(if board.are_adjacent(first, second) {
            ActionError::NotConnected
        } else if !drawing.powers.separate {
            ActionError::SquaresNotTouching
        } else {
            let slot = u8::from(connecting[0] & first.bit() != 0);
            ActionError::SeparateSquareNotConnected { slot }
        })
    }

    /// Draws the domino once every joker has its coat, or asks for the next joker's coat.
    fn continue_drawing(&mut self, rules: &RuleSet, seat: u8, joker_drawing: JokerDrawing) {
        if let Some(slot) = joker_drawing.coats.iter().position(Option::is_none) {
            self.joker_drawing = Some(joker_drawing);
            self.step = Step::ChooseJokerCoat {
                player: seat,
                slot: slot as u8,
            };
            return;
        }
        self.joker_drawing = None;
        let player = &mut self.players[usize::from(seat)];
        let Some(domino) = player.full_domino() else {
            return;
        };
        for ((die, cell), coat) in domino
            .into_iter()
            .zip(joker_drawing.drawing.cells)
            .zip(joker_drawing.coats)
        {
            let (_, crosses) = GameState::drawn_face(rules, die);
            player.map.draw(cell, coat.unwrap_or(CoatId(0)), crosses);
        }
        player.drew = true;
        player.could_draw = true;
        self.finish_fill(rules, seat);
    }

    /// The coats (one bit each) that the joker in `slot` may take and keep the pending drawing
    /// legal; a joker still without a coat counts as whichever coat suits it best.
    fn fitting_joker_coats(&self, rules: &RuleSet, seat: u8, slot: u8) -> u32 {
        let (Some(JokerDrawing { drawing, coats }), slot @ 0..=1) =
            (self.joker_drawing, usize::from(slot))
        else {
            return 0;
        };
        let board = rules.board();
        let map = &self.player(seat).map;
        let mut connecting = [0; 2];
        connecting[1 - slot] = map.connecting_cells(board, coats[1 - slot]);
        let mut fitting = 0;
        for coat in rules.coat_ids() {
            connecting[slot] = map.connecting_cells(board, Some(coat));
            let cells = drawing.cells;
            if map.permits(board, connecting, drawing.powers, PowerUse::Allowed, cells) {
                fitting |= 1 << coat.0;
            }
        }
        fitting
    }

    fn apply_joker_coat(
        &mut self,
        rules: &RuleSet,
        seat: u8,
        slot: u8,
        action: Action,
        origin: Origin,
    ) -> Result<(), ActionError> {
        let Action::ChooseJokerCoat { coat } = action else {
            return Err(ActionError::NotNow);
        };
        if rules.coat(coat).is_none() {
            return Err(ActionError::UnknownCoat);
        }
        if origin == Origin::Outside
            && self.fitting_joker_coats(rules, seat, slot) & (1 << coat.0) == 0
        {
            return Err(ActionError::JokerCoatNotConnected);
        }
        let Some(mut joker_drawing) = self.joker_drawing else {
            return Err(ActionError::NotNow);
        };
        joker_drawing.coats[usize::from(slot)] = Some(coat);
        self.continue_drawing(rules, seat, joker_drawing);
        Ok(())
    }

    /// After a player drew or passed: B's turn to fill, or the spellbook once both are done.
    fn finish_fill(&mut self, rules: &RuleSet, seat: u8) {
        if seat == self.a {
            self.step = Step::Fill { player: 1 - self.a };
            return;
        }
        for seat in [self.a, 1 - self.a] {
            self.fill_spellbook(rules, seat);
        }
        self.next_pending_power_or_turn(rules);
    }

    /// Fills one square per drawn die without a cross; completing a line first gains its power.
    fn fill_spellbook(&mut self, rules: &RuleSet, seat: u8) {
        let player = self.player(seat);
        if !player.drew && !rules.options().spellbook_without_drawing {
            return;
        }
        let Some(domino) = player.full_domino() else {
            return;
        };
        for die in domino {
            let Some(line_index) = GameState::spell_line_filled_by(rules, die) else {
                continue;
            };
            let line = rules.spell_lines()[line_index];
            let progress = &mut self.players[usize::from(seat)].lines[line_index];
            let LineProgress::Filling(filled) = *progress else {
                continue;
            };
            let filled = filled.saturating_add(1);
            if filled < line.length {
                *progress = LineProgress::Filling(filled);
                continue;
            }
            *progress = LineProgress::Gained { used: false };
            self.players[usize::from(1 - seat)].lines[line_index] = LineProgress::StruckOut;
            if line.power.is_immediate() {
                if self.can_apply_immediately(seat, line.power) {
                    self.pending_powers.push((seat, line.power));
                } else {
                    self.use_power(seat, rules, line.power);
                }
            }
        }
    }

    /// The spellbook line a die fills when drawn: a coat without a cross that did not take the
    /// castle bonus, and has a line. Whether the line is still open is the player's matter.
    pub fn spell_line_filled_by(rules: &RuleSet, die: DominoDie) -> Option<usize> {
        if die.castle_cross {
            return None;
        }
        match GameState::face_of(rules, die) {
            Face::Coat { coat, crosses: 0 } => rules.line_of_coat(coat),
            _ => None,
        }
    }

    /// An immediate power with nothing to apply it to (no drawn square) is spent unused.
    fn can_apply_immediately(&self, seat: u8, power: Power) -> bool {
        power != Power::ExtraCross || self.player(seat).map.drawn() != 0
    }

    fn apply_power(
        &mut self,
        rules: &RuleSet,
        seat: u8,
        power: Power,
        action: Action,
    ) -> Result<(), ActionError> {
        let player = &mut self.players[usize::from(seat)];
        match (power, action) {
            (Power::DomainBonus, Action::ChooseBonusCoat { coat }) => {
                if rules.coat(coat).is_none() {
                    return Err(ActionError::UnknownCoat);
                }
                player.bonus_coat = Some(coat);
            }
            (Power::ExtraCross, Action::PlaceCross { cell }) => {
                if cell.index() >= rules.board().cell_count() {
                    return Err(ActionError::OffMap);
                }
                if cell == rules.board().castle() {
                    return Err(ActionError::CastleSquare);
                }
                if player.map.drawn() & cell.bit() == 0 {
                    return Err(ActionError::SquareNotDrawn);
                }
                player.map.add_cross(cell);
            }
            _ => return Err(ActionError::NotNow),
        }
        self.use_power(seat, rules, power);
        self.next_pending_power_or_turn(rules);
        Ok(())
    }

    /// Whether some roll could still let a player draw: a pair of empty neighbours where a
    /// domino could connect (any coat, as a joker would), anywhere with a kept `d`, or two
    /// empty squares with a kept `s`. When no map has room, another roll changes nothing
    /// (unless the dice taken fill the spellbook on their own), so the game ends now.
    pub fn anyone_could_draw_again(&self, rules: &RuleSet) -> bool {
        let board = rules.board();
        [0, 1].into_iter().any(|seat| {
            let map = &self.player(seat).map;
            let empty = map.empty(board);
            let connecting = if self.has_power(seat, rules, Power::IgnoreConnection) {
                empty
            } else {
                map.connecting_cells(board, None) & empty
            };
            map.has_placement(board, [connecting, connecting])
                || (self.has_power(seat, rules, Power::SeparateDice)
                    && connecting != 0
                    && empty.count_ones() >= 2)
        })
    }

    fn next_pending_power_or_turn(&mut self, rules: &RuleSet) {
        if !self.pending_powers.is_empty() {
            let (player, power) = self.pending_powers.remove(0);
            self.step = Step::ApplyPower { player, power };
            return;
        }
        let board = rules.board();
        let someone_full = self.players.iter().any(|p| p.map.is_full(board));
        let nobody_placed = match rules.options().game_end {
            GameEnd::NobodyDrew => self.players.iter().all(|p| !p.drew),
            GameEnd::NobodyCouldDraw => self.players.iter().all(|p| !p.could_draw),
        };
        let pointless_roll =
            !rules.options().spellbook_without_drawing && !self.anyone_could_draw_again(rules);
        if someone_full || nobody_placed || pointless_roll {
            self.step = Step::GameOver;
            return;
        }
        self.a = 1 - self.a;
        self.turn += 1;
        self.taken = 0;
        for player in &mut self.players {
            player.domino = [None; 2];
            player.drew = false;
            player.could_draw = false;
        }
        self.roll_dice(rules);
        self.step = Step::Draft { pick: 0 };
    }
}

/// Where an action to apply comes from: anyone (checked in full), or the engine's own list.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Origin {
    Outside,
    Engine,
}

/// The placements of the fill step in list order: one group per combination of powers the
/// player can use (no power first), then the pass when nothing fits without powers.
struct PlacementGroups {
    seat: u8,
    connecting: [u64; 2],
    /// Where the dice connect for the placements that use the `d` power.
    connecting_for_ignore: [u64; 2],
    /// The ordinary placements (no power), kept as masks with their sizes: most picks land
    /// here.
    anchors: [u64; 4],
    anchor_counts: [u8; 4],
    /// Small numbers, kept small: the groups are built for every random pick.
    sizes: [(PlacementPowers, u32); 4],
    len: u8,
    pass: bool,
}

impl PlacementGroups {
    fn count(&self) -> usize {
        self.drawings() + usize::from(self.pass)
    }

    /// The drawings, every group's, without the pass.
    fn drawings(&self) -> usize {
        self.sizes[..usize::from(self.len)]
            .iter()
            .map(|&(_, size)| size as usize)
            .sum()
    }

    /// Where the dice connect for the placements with `powers`.
    fn connecting_for(&self, powers: PlacementPowers) -> [u64; 2] {
        if powers.ignore_connection {
            self.connecting_for_ignore
        } else {
            self.connecting
        }
    }

    fn nth(&self, map: &Map, board: &Board, mut index: usize) -> Option<Action> {
        for &(powers, size) in &self.sizes[..usize::from(self.len)] {
            let size = size as usize;
            if index < size {
                let (a, b) = if powers == PlacementPowers::NONE {
                    Map::placement_at_anchor(board, self.anchors, self.anchor_counts, index)?
                } else {
                    let connecting = self.connecting_for(powers);
                    map.nth_placement(board, connecting, powers, PowerUse::Needed, index)?
                };
                return Some(Action::Draw(Drawing {
                    cells: [a, b],
                    powers,
                }));
            }
            index -= size;
        }
        (self.pass && index == 0).then_some(Action::Pass)
    }
}

impl PlayerState {
    /// Both dice of the domino, once the draft has given them.
    pub fn full_domino(&self) -> Option<[DominoDie; 2]> {
        match self.domino {
            [Some(first), Some(second)] => Some([first, second]),
            _ => None,
        }
    }
}

/// The combinations of the `d` and `s` powers a player who owns `(ignore, separate)` can
/// spend, none first.
fn placement_power_choices(
    (ignore_owned, separate_owned): (bool, bool),
) -> impl Iterator<Item = PlacementPowers> {
    [(false, false), (true, false), (false, true), (true, true)]
        .into_iter()
        .filter(move |&(ignore, separate)| {
            (!ignore || ignore_owned) && (!separate || separate_owned)
        })
        .map(|(ignore_connection, separate)| PlacementPowers {
            ignore_connection,
            separate,
        })
}

/// The `d` power alone.
const IGNORE_CONNECTION: PlacementPowers = PlacementPowers {
    ignore_connection: true,
    separate: false,
};

/// Whether turning `die` to `face` would show what it shows now (the same coat and crosses, or
/// both jokers): the `ss` power would be spent for nothing.
fn shows_the_same(rules: &RuleSet, die: DominoDie, face: u8) -> bool {
    first_alike(rules, die.die, face) == first_alike(rules, die.die, die.face)
}

fn first_alike(rules: &RuleSet, die: u8, face: u8) -> u8 {
    rules
        .dice()
        .get(usize::from(die))
        .map_or(face, |d| d.first_alike(face))
}

/// Whether `face` is the first of the die's faces to show what it shows, and shows something
/// else than the die now: each different look is one action.
fn is_a_new_look(rules: &RuleSet, die: DominoDie, face: u8) -> bool {
    first_alike(rules, die.die, face) == face && !shows_the_same(rules, die, face)
}

fn face_count(rules: &RuleSet, die: DominoDie) -> u8 {
    rules
        .dice()
        .get(usize::from(die.die))
        .map_or(0, |d| d.faces.len() as u8)
}

fn uses(powers: PlacementPowers, power: Power) -> bool {
    match power {
        Power::IgnoreConnection => powers.ignore_connection,
        Power::SeparateDice => powers.separate,
        _ => false,
    }
}
