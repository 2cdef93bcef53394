//! A third game, for the tests alone: Tiles. Two players take turns laying the next tile of a
//! shared bag (four terrains) on a board of three by three; a tile scores a point for each
//! square beside it of its terrain, for whoever laid it. The board full, the higher total wins.
//! Its engine and its judgement meet the seam as the Duel's and the original game's do.

use std::fmt;

use kingdomino_core::ai::Thinking;
use kingdomino_core::rng::{DrawBelow, SplitMix64, splitmix64};
use kingdomino_core::rule_file::RuleSetError;
use kingdomino_core::table::{Moment, Place, Standings, TableGame};
use rand::SeedableRng;
use serde::{Deserialize, Serialize};

/// The board's side, and so its squares.
const SIDE: u8 = 3;
const SQUARES: usize = (SIDE * SIDE) as usize;
const TERRAINS: u32 = 4;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Tiles;

/// Its rule set: only a name, to be told apart.
#[derive(Debug, PartialEq)]
pub struct TilesRules {
    pub id: String,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct NoOptions;

/// The board, the tiles still in the bag (the next one first) and each player's points.
#[derive(Clone, Debug, PartialEq)]
pub struct TilesGame {
    pub board: [Option<u8>; SQUARES],
    pub bag: Vec<u8>,
    pub points: [u32; 2],
}

/// The next tile laid on this square (from 0, row by row).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Lay {
    pub at: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refused {
    GameOver,
    Taken,
}

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Refused::GameOver => "the board is full",
            Refused::Taken => "a tile lies there already",
        })
    }
}

impl TilesGame {
    fn laid(&self) -> usize {
        self.board.iter().flatten().count()
    }

    /// What laying the next tile on `at` scores: the squares beside it of its terrain.
    pub fn gain(&self, at: u8) -> u32 {
        let Some(&tile) = self.bag.first() else {
            return 0;
        };
        let (row, column) = (at / SIDE, at % SIDE);
        let beside = [
            (row > 0).then(|| at - SIDE),
            (row + 1 < SIDE).then(|| at + SIDE),
            (column > 0).then(|| at - 1),
            (column + 1 < SIDE).then(|| at + 1),
        ];
        beside
            .into_iter()
            .flatten()
            .filter(|&next| self.board[usize::from(next)] == Some(tile))
            .count() as u32
    }

    fn free(&self) -> impl Iterator<Item = u8> + '_ {
        (0..SQUARES as u8).filter(|&at| self.board[usize::from(at)].is_none())
    }
}

impl TableGame for Tiles {
    type Rules = TilesRules;
    type Options = NoOptions;
    type State = TilesGame;
    type Action = Lay;
    type Refusal = Refused;
    type Reports = ();
    type Deal = u8;
    type DealRefusal = Refused;

    const NAME: &'static str = "tiles";
    const SAVE_FILE: &'static str = "tiles-save.ron";
    const RULES_FILE: &'static str = "rules/tiles.rules.ron";

    fn builtin_rules() -> TilesRules {
        TilesRules { id: "tiles".into() }
    }

    fn read_rules(text: &str, _: &str) -> Result<TilesRules, RuleSetError> {
        Ok(TilesRules {
            id: text.trim().into(),
        })
    }

    fn rules_id(rules: &TilesRules) -> &str {
        &rules.id
    }

    fn describe(_: NoOptions) -> String {
        "a game of Tiles".into()
    }

    fn fingerprint(_: &TilesRules) -> u64 {
        1
    }

    fn start(_: &TilesRules, _: NoOptions, seed: u64) -> Option<TilesGame> {
        let mut stream = seed;
        let bag = (0..SQUARES)
            .map(|_| (splitmix64(&mut stream) % u64::from(TERRAINS)) as u8)
            .collect();
        Some(TilesGame {
            board: [None; SQUARES],
            bag,
            points: [0; 2],
        })
    }

    fn places(_: &TilesGame) -> usize {
        2
    }

    fn to_act(state: &TilesGame) -> Option<Place> {
        (!state.bag.is_empty()).then(|| Place::all(2).nth(state.laid() % 2).unwrap())
    }

    fn legal_actions(_: &TilesRules, state: &TilesGame) -> Vec<Lay> {
        match state.bag.is_empty() {
            true => Vec::new(),
            false => state.free().map(|at| Lay { at }).collect(),
        }
    }

    fn check(_: &TilesRules, state: &TilesGame, action: Lay) -> Result<(), Refused> {
        match state.board.get(usize::from(action.at)) {
            _ if state.bag.is_empty() => Err(Refused::GameOver),
            Some(None) => Ok(()),
            _ => Err(Refused::Taken),
        }
    }

    fn apply(rules: &TilesRules, state: &mut TilesGame, action: Lay) -> Result<(), Refused> {
        Tiles::apply_quietly(rules, state, action)
    }

    fn apply_quietly(
        rules: &TilesRules,
        state: &mut TilesGame,
        action: Lay,
    ) -> Result<(), Refused> {
        Tiles::check(rules, state, action)?;
        let player = Tiles::to_act(state).map_or(0, Place::index);
        state.points[player] += state.gain(action.at);
        state.board[usize::from(action.at)] = Some(state.bag.remove(0));
        Ok(())
    }

    fn standings(_: &TilesRules, state: &TilesGame) -> Standings {
        let best = state.points.iter().copied().max().unwrap_or(0);
        Standings {
            totals: state.points.to_vec(),
            winners: Place::all(2)
                .filter(|place| state.points[place.index()] == best)
                .collect(),
        }
    }

    fn moment(state: &TilesGame) -> Moment {
        Moment {
            name: "tile",
            number: state.laid() as u32 + 1,
        }
    }

    fn deals_due(_: &TilesGame) -> usize {
        0
    }

    fn take_deal(_: &TilesRules, _: &mut TilesGame, _: &u8, _: &mut ()) -> Result<(), Refused> {
        Err(Refused::GameOver)
    }

    fn deal_words(index: usize) -> String {
        format!("tile {}", index + 1)
    }
}

impl Thinking for Tiles {
    const EXPERT_PLAYOUTS: u32 = 40;

    fn rank_actions(_: &TilesRules, state: &TilesGame) -> Vec<(Lay, f32)> {
        let mut ranked: Vec<(Lay, f32)> = state
            .free()
            .map(|at| (Lay { at }, state.gain(at) as f32))
            .collect();
        ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
        ranked
    }

    fn random_action(_: &TilesRules, state: &TilesGame, rng: &mut SplitMix64) -> Option<Lay> {
        let free: Vec<u8> = state.free().collect();
        if state.bag.is_empty() || free.is_empty() {
            return None;
        }
        let pick = rng.below(free.len() as u32) as usize;
        Some(Lay { at: free[pick] })
    }

    /// The tile in hand is known; the bag's order after it is not.
    fn imagine(state: &mut TilesGame, future: u64) -> SplitMix64 {
        let mut rng = SplitMix64::seed_from_u64(future);
        for at in (2..state.bag.len()).rev() {
            let other = 1 + rng.below(at as u32) as usize;
            state.bag.swap(at, other);
        }
        rng
    }

    fn playout_action(
        rules: &TilesRules,
        state: &TilesGame,
        policy: &mut SplitMix64,
        _: &mut Vec<Lay>,
    ) -> Option<Lay> {
        Tiles::random_action(rules, state, policy)
    }
}
