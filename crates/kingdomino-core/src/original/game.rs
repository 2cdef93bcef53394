//! A game of the original Kingdomino: the dominoes dealt from the seed, the lines laid out, the
//! kings claiming and placing in turn, discards, the end and who wins. Deterministic from the
//! seed: the same actions replay to the same game.

use rand::SeedableRng;
use serde::{Deserialize, Serialize};

use super::bits::Bits;
use super::kingdom::{Kingdom, KingdomGrid};
use super::kingdom_text::Bonuses;
use super::rule_set::{Domino, OriginalRules, Setup};
use super::scoring::KingdomSheet;
use crate::kingdom::board::Direction;
use crate::rng::{DrawBelow, SplitMix64};
use crate::table::Place;
pub use places::{pick_place, place_actions};
pub(crate) use rounds::shuffle;

/// How a game is set up: its players, and the options chosen before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameOptions {
    pub players: u8,
    /// Two players with every domino on a 7 by 7 kingdom.
    #[serde(default)]
    pub mighty_duel: bool,
    #[serde(default)]
    pub bonuses: Bonuses,
    /// Three games in a row, their scores summed: a record of each keeps those before it.
    #[serde(default, skip_serializing_if = "crate::table::record::is_default")]
    pub dynasty: bool,
}

/// How many games a Dynasty plays.
pub const DYNASTY_GAMES: usize = 3;

/// The game as the box sets it up for four, without bonuses: what a kept game that names no
/// options was played as.
impl Default for GameOptions {
    fn default() -> GameOptions {
        GameOptions {
            players: 4,
            mighty_duel: false,
            bonuses: Bonuses::default(),
            dynasty: false,
        }
    }
}

/// A domino of a line, and the king standing on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slot {
    pub domino: Domino,
    pub king: Option<u8>,
}

/// What the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The first round: a king (in the order drawn at random) claims a domino of the first line.
    Claim {
        king: u8,
    },
    /// A king's owner adds the domino under it to their kingdom, or discards it when it fits
    /// nowhere.
    Place {
        king: u8,
    },
    /// Then claims a domino of the next line with that king.
    Choose {
        king: u8,
    },
    GameOver,
}

/// A player's move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// The domino at `slot` (from the lowest number) of the line being claimed from.
    Claim { slot: u8 },
    /// The domino under the king, its first square on `first` of the kingdom's grid, its
    /// second next to it in `direction`.
    Place { first: u32, direction: Direction },
    /// The domino fits nowhere: out of the game.
    Discard,
}

/// Why an action is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActionError {
    NotNow,
    TakenOrMissing,
    DoesNotFit,
    MustPlace,
}

impl std::fmt::Display for ActionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            ActionError::NotNow => "the game does not wait for that now",
            ActionError::TakenOrMissing => "that domino is claimed already, or not in the line",
            ActionError::DoesNotFit => "the domino cannot go there",
            ActionError::MustPlace => "the domino fits somewhere: it must be added",
        })
    }
}

/// A game in progress, its kingdoms on grids of `B` (`u128` for 5 by 5, `Wide` for 7 by 7).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game<B: Bits> {
    options: GameOptions,
    setup: Setup,
    terrains: usize,
    grid: KingdomGrid<B>,
    /// Every domino not laid out, in the order they come: the first `to_deal` are the game's,
    /// the rest stay in the box (a deal from elsewhere may bring one of them in).
    deck: Vec<Domino>,
    to_deal: usize,
    /// The line whose dominoes are added this round (claimed from in the first round).
    line: Vec<Slot>,
    /// The line the kings move on to.
    next: Vec<Slot>,
    /// The first round's kings, in the order they claim.
    claim_order: Vec<u8>,
    kingdoms: Vec<Kingdom<B>>,
    discarded: Vec<Domino>,
    step: Step,
}

impl<B: Bits> Game<B> {
    /// A new game from `seed`; none when the rule set has no set-up for these options or `B`
    /// cannot hold their kingdom.
    pub fn new(rules: &OriginalRules, options: GameOptions, seed: u64) -> Option<Game<B>> {
        let setup = rules.setup(options.players, options.mighty_duel)?;
        let grid = KingdomGrid::new(rules.kingdom(options.mighty_duel))?;
        let mut rng = SplitMix64::seed_from_u64(seed);
        let mut deck = rules.dominoes().to_vec();
        shuffle(&mut deck, &mut rng);
        let to_deal = usize::from(setup.dominoes).min(deck.len());
        let kings = setup.line();
        let mut claim_order: Vec<u8> = (0..kings).collect();
        shuffle(&mut claim_order, &mut rng);
        let mut game = Game {
            options,
            setup,
            terrains: rules.terrains().len(),
            grid,
            deck,
            to_deal,
            line: Vec::new(),
            next: Vec::new(),
            claim_order,
            kingdoms: vec![Kingdom::new(&grid); usize::from(options.players)],
            discarded: Vec::new(),
            step: Step::GameOver,
        };
        game.next = game.lay_out_line();
        game.step = Step::Claim {
            king: game.claim_order[0],
        };
        Some(game)
    }

    pub fn options(&self) -> GameOptions {
        self.options
    }

    pub fn setup(&self) -> Setup {
        self.setup
    }

    pub fn grid(&self) -> &KingdomGrid<B> {
        &self.grid
    }

    /// The kinds of terrain of its rule set.
    pub fn terrain_count(&self) -> usize {
        self.terrains
    }

    pub fn step(&self) -> Step {
        self.step
    }

    pub fn line(&self) -> &[Slot] {
        &self.line
    }

    pub fn next_line(&self) -> &[Slot] {
        &self.next
    }

    pub fn kingdom(&self, player: Place) -> &Kingdom<B> {
        &self.kingdoms[player.index()]
    }

    /// Every player, in their places.
    pub fn players(&self) -> impl Iterator<Item = Place> + use<B> {
        Place::all(usize::from(self.options.players))
    }

    pub fn discarded(&self) -> &[Domino] {
        &self.discarded
    }

    /// The dominoes still to be laid out.
    pub fn deck_left(&self) -> usize {
        self.to_deal
    }

    /// Whose a king is: each player's kings are numbered together.
    pub fn owner(&self, king: u8) -> Place {
        Place::of(usize::from(king / self.setup.kings_each))
    }

    /// The player to act, if the game is not over.
    pub fn player_to_act(&self) -> Option<Place> {
        match self.step {
            Step::Claim { king } | Step::Place { king } | Step::Choose { king } => {
                Some(self.owner(king))
            }
            Step::GameOver => None,
        }
    }

    /// The domino the acting king adds now.
    pub fn domino_to_place(&self) -> Option<Domino> {
        let Step::Place { king } = self.step else {
            return None;
        };
        self.line
            .iter()
            .find(|slot| slot.king == Some(king))
            .map(|slot| slot.domino)
    }

    /// Every action the player to act may take.
    pub fn legal_actions(&self) -> Vec<Action> {
        match self.step {
            Step::Claim { .. } | Step::Choose { .. } => self
                .next
                .iter()
                .enumerate()
                .filter(|(_, slot)| slot.king.is_none())
                .map(|(index, _)| Action::Claim { slot: index as u8 })
                .collect(),
            Step::Place { king } => {
                let Some(domino) = self.domino_to_place() else {
                    return Vec::new();
                };
                let kingdom = &self.kingdoms[self.owner(king).index()];
                let places: Vec<Action> =
                    place_actions(kingdom.placements(&self.grid, &domino)).collect();
                if places.is_empty() {
                    vec![Action::Discard]
                } else {
                    places
                }
            }
            Step::GameOver => Vec::new(),
        }
    }

    /// An action drawn evenly from the legal ones without listing them: the playouts' path.
    pub fn random_action(&self, rng: &mut SplitMix64) -> Option<Action> {
        match self.step {
            Step::Claim { .. } | Step::Choose { .. } => {
                let free = self.next.iter().filter(|slot| slot.king.is_none()).count();
                let pick = rng.below(free as u32) as usize;
                let slot = self
                    .next
                    .iter()
                    .enumerate()
                    .filter(|(_, slot)| slot.king.is_none())
                    .nth(pick)?
                    .0;
                Some(Action::Claim { slot: slot as u8 })
            }
            Step::Place { king } => {
                let domino = self.domino_to_place()?;
                let kingdom = &self.kingdoms[self.owner(king).index()];
                let places = kingdom.placements(&self.grid, &domino);
                Some(pick_place(places, rng).unwrap_or(Action::Discard))
            }
            Step::GameOver => None,
        }
    }

    /// Whether `action` may be taken now, without changing anything.
    pub fn check(&self, action: Action) -> Result<(), ActionError> {
        match (self.step, action) {
            (Step::Claim { .. } | Step::Choose { .. }, Action::Claim { slot }) => {
                match self.next.get(usize::from(slot)) {
                    Some(Slot { king: None, .. }) => Ok(()),
                    _ => Err(ActionError::TakenOrMissing),
                }
            }
            (Step::Place { king }, Action::Place { first, direction }) => {
                let domino = self.domino_to_place().ok_or(ActionError::NotNow)?;
                let kingdom = &self.kingdoms[self.owner(king).index()];
                let firsts = kingdom.placements(&self.grid, &domino)[direction as usize];
                if first < B::CAPACITY && !(firsts & B::bit(first)).is_empty() {
                    Ok(())
                } else {
                    Err(ActionError::DoesNotFit)
                }
            }
            (Step::Place { king }, Action::Discard) => {
                let domino = self.domino_to_place().ok_or(ActionError::NotNow)?;
                let kingdom = &self.kingdoms[self.owner(king).index()];
                if kingdom.fits(&self.grid, &domino) {
                    Err(ActionError::MustPlace)
                } else {
                    Ok(())
                }
            }
            _ => Err(ActionError::NotNow),
        }
    }

    /// Takes `action`, if the rules allow it now.
    pub fn apply(&mut self, action: Action) -> Result<(), ActionError> {
        self.check(action)?;
        match (self.step, action) {
            (Step::Claim { king } | Step::Choose { king }, Action::Claim { slot }) => {
                self.next[usize::from(slot)].king = Some(king);
                self.step = self.after_claim(king);
            }
            (Step::Place { king }, Action::Place { first, direction }) => {
                let domino = self.domino_to_place().ok_or(ActionError::NotNow)?;
                let (grid, owner) = (self.grid, self.owner(king).index());
                self.kingdoms[owner].add(&grid, &domino, first, direction);
                self.step = self.after_place(king);
            }
            (Step::Place { king }, Action::Discard) => {
                let domino = self.domino_to_place().ok_or(ActionError::NotNow)?;
                self.discarded.push(domino);
                self.step = self.after_place(king);
            }
            _ => return Err(ActionError::NotNow),
        }
        Ok(())
    }

    /// Each player's count as it stands.
    pub fn scores(&self) -> Vec<KingdomSheet> {
        self.kingdoms
            .iter()
            .map(|kingdom| self.sheet(kingdom))
            .collect()
    }

    /// The count of a kingdom of this game (one being imagined too), with its options.
    pub fn sheet(&self, kingdom: &Kingdom<B>) -> KingdomSheet {
        kingdom.score(&self.grid, self.terrains, self.options.bonuses)
    }

    /// Deals the dominoes still face down again, in an order drawn from `rng` alone: an
    /// imagined game plays on with one of the orders they might come in, and learns nothing
    /// of the real one (the same `rng` deals the same order whatever it was).
    pub fn shuffle_face_down(&mut self, rng: &mut SplitMix64) {
        let face_down = &mut self.deck[..self.to_deal];
        face_down.sort_by_key(|domino| domino.number);
        shuffle(face_down, rng);
    }

    /// The winners: the highest total, then the largest domain, then the most crowns; the
    /// players still tied share the win.
    pub fn winners(&self) -> Vec<Place> {
        winners_by(&self.scores())
    }
}

mod deals;
mod places;
mod rounds;
mod verdict;

pub use deals::DealError;
pub use verdict::{DecidedBy, decided_by, winners_by};
