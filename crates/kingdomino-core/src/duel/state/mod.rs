//! The game state and what anyone may read of it; applying an action hands it to the file of
//! its phase.

mod draft;
mod end;
mod fill;
mod jokers;
mod legal;
mod roll;
mod setup;
mod spellbook;

use rand::SeedableRng;
use serde::{Deserialize, Serialize};

use super::action::{Action, ActionError, Drawing};
use super::report::{EndReason, Report, Reports, Unreported};
use super::ruleset::{DRAFT_DICE, Face, Power, RuleSet};
use super::scoring::{Outcome, ScoreSummary, outcome, summarize};
use super::seat::SeatNumber;
use crate::kingdom::{CoatId, Map};
use crate::rng::{DrawBelow, SplitMix64};

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
        player: SeatNumber,
    },
    /// The player drew a joker in this slot and chooses its coat.
    ChooseJokerCoat {
        player: SeatNumber,
        slot: u8,
    },
    /// The player just gained an immediate power and chooses how to apply it.
    ApplyPower {
        player: SeatNumber,
        power: Power,
    },
    GameOver,
}

/// The whole state of a game: everything needed to continue it, dice stream included.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameState {
    players: [PlayerState; 2],
    /// The seat of player A this turn.
    a: SeatNumber,
    turn: u32,
    /// The face each die shows after this turn's roll.
    roll: [u8; DRAFT_DICE],
    /// The dice taken this turn, one bit each (die 0 is the lowest).
    taken: u8,
    step: Step,
    /// Immediate powers gained this turn and not yet applied, in the order they are applied.
    pending_powers: Vec<(SeatNumber, Power)>,
    /// A drawing whose jokers still need their coats.
    joker_drawing: Option<JokerDrawing>,
    rng: SplitMix64,
    /// Set when the game ends.
    #[serde(default)]
    end_reason: Option<EndReason>,
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
            end_reason: None,
        };
        state.roll_dice(rules);
        state
    }

    /// The seat of the first player A of the game with this seed.
    pub fn first_a(seed: u64) -> SeatNumber {
        GameState::draw_first_a(&mut SplitMix64::seed_from_u64(seed))
    }

    fn draw_first_a(rng: &mut SplitMix64) -> SeatNumber {
        SeatNumber::BOTH[rng.below(2) as usize]
    }

    /// Replaces the stream of future rolls (this turn's roll stays): computer players imagine
    /// possible futures this way, since nobody can know the real ones.
    pub fn reseed_future_rolls(&mut self, seed: u64) {
        self.rng = SplitMix64::seed_from_u64(seed);
    }

    pub fn player(&self, seat: SeatNumber) -> &PlayerState {
        &self.players[seat]
    }

    /// The seat of player A this turn.
    pub fn player_a(&self) -> SeatNumber {
        self.a
    }

    pub fn turn(&self) -> u32 {
        self.turn
    }

    pub fn step(&self) -> Step {
        self.step
    }

    /// The drawing waiting for its jokers' coats, with the coats chosen so far.
    pub fn joker_drawing(&self) -> Option<JokerDrawing> {
        self.joker_drawing
    }

    /// The faces rolled this turn, one per die.
    pub fn roll(&self) -> [u8; DRAFT_DICE] {
        self.roll
    }

    /// The face die `die` shows after this turn's roll; none for a die the rules do not have.
    pub fn shown_face(&self, rules: &RuleSet, die: u8) -> Option<Face> {
        let face = *self.roll.get(usize::from(die))?;
        Some(GameState::face_of(
            rules,
            DominoDie {
                die,
                face,
                castle_cross: false,
            },
        ))
    }

    pub fn is_taken(&self, die: u8) -> bool {
        usize::from(die) >= DRAFT_DICE || self.taken & (1 << die) != 0
    }

    pub fn is_over(&self) -> bool {
        self.step == Step::GameOver
    }

    /// The seat of the player who decides next, or `None` once the game is over.
    pub fn to_act(&self) -> Option<SeatNumber> {
        match self.step {
            Step::Draft { pick: 0 } => Some(self.a),
            Step::Draft { .. } => Some(self.a.other()),
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

    pub fn has_power(&self, seat: SeatNumber, rules: &RuleSet, power: Power) -> bool {
        rules.line_of_power(power).is_some_and(|line| {
            self.player(seat).lines[line] == LineProgress::Gained { used: false }
        })
    }

    /// Both players' totals and largest domains so far.
    pub fn scores(&self, rules: &RuleSet) -> [ScoreSummary; 2] {
        SeatNumber::BOTH.map(|seat| {
            let player = self.player(seat);
            summarize(rules, &player.map, player.bonus_coat)
        })
    }

    /// The result, once the game is over.
    pub fn outcome(&self, rules: &RuleSet) -> Option<Outcome> {
        self.is_over().then(|| outcome(self.scores(rules)))
    }

    /// Why the game ended, once it has.
    pub fn end_reason(&self) -> Option<EndReason> {
        self.end_reason
    }

    /// Whether the player to act may take this action, and if not why: what [`GameState::apply`]
    /// would answer, without changing anything.
    pub fn check(&self, rules: &RuleSet, action: Action) -> Result<(), ActionError> {
        self.check_from(rules, action, Origin::Outside)
    }

    /// Applies the action of the player to act and tells what happened, in order; or refuses
    /// it with the state unchanged.
    pub fn apply(&mut self, rules: &RuleSet, action: Action) -> Result<Vec<Report>, ActionError> {
        let mut reports = Vec::new();
        self.apply_from(rules, action, Origin::Outside, &mut reports)?;
        Ok(reports)
    }

    /// Applies like [`GameState::apply`] without telling what happened: for the computer
    /// players' searches, which apply millions of actions and read none of the reports.
    pub fn apply_unreported(&mut self, rules: &RuleSet, action: Action) -> Result<(), ActionError> {
        self.apply_from(rules, action, Origin::Outside, &mut Unreported)
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
        self.apply_from(rules, action, Origin::Engine, &mut Unreported)
            .ok()?;
        Some(action)
    }

    fn check_from(
        &self,
        rules: &RuleSet,
        action: Action,
        origin: Origin,
    ) -> Result<(), ActionError> {
        match self.step {
            Step::GameOver => Err(ActionError::GameOver),
            Step::Draft { pick } => self.check_draft(rules, pick, action),
            Step::Fill { player } => self.check_fill(rules, player, action, origin),
            Step::ChooseJokerCoat { player, slot } => {
                self.check_joker_coat(rules, player, slot, action, origin)
            }
            Step::ApplyPower { player, power } => self.check_power(rules, player, power, action),
        }
    }

    /// Checks, then hands the action to its phase, which no longer needs to check it.
    fn apply_from(
        &mut self,
        rules: &RuleSet,
        action: Action,
        origin: Origin,
        reports: &mut impl Reports,
    ) -> Result<(), ActionError> {
        self.check_from(rules, action, origin)?;
        match self.step {
            Step::GameOver => {}
            Step::Draft { pick } => self.draft(rules, pick, action, reports),
            Step::Fill { player } => self.fill(rules, player, action, reports),
            Step::ChooseJokerCoat { player, slot } => {
                self.choose_joker_coat(rules, player, slot, action, reports)
            }
            Step::ApplyPower { player, power } => {
                self.apply_gained_power(rules, player, power, action, reports)
            }
        }
        Ok(())
    }
}

/// Where an action to apply comes from: anyone (checked in full), or the engine's own list.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Origin {
    Outside,
    Engine,
}

impl PlayerState {
    /// Both dice of the domino, once the draft has given them.
    pub fn full_domino(&self) -> Option<[DominoDie; 2]> {
        match self.domino {
            [Some(first), Some(second)] => Some([first, second]),
            _ => None,
        }
    }

    /// The face the domino's die in `slot` would show turned to its face `face` (the `ss`
    /// power); none while that die is not held.
    pub fn turned_face(&self, rules: &RuleSet, slot: u8, face: u8) -> Option<Face> {
        let die = (*self.domino.get(usize::from(slot))?)?;
        Some(GameState::face_of(rules, DominoDie { face, ..die }))
    }
}
