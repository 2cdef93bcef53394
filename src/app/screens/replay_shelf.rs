//! The kept replays as the Replays screen lists them: each one read, told apart by its game and
//! played to its end by that game's engine (or why it cannot be), and worded for its line in
//! the list and for its details.

use crate::app::table::seat_name;

use crate::app::original::player_name;
use crate::app::states::Seat;
use kingdomino_core::duel::{Duel, GameState, RuleSet, SeatNumber};
use kingdomino_core::localization::{Phrase, names};
use kingdomino_core::original::{AnyGame, Kingdomino, OriginalRules};
use kingdomino_core::player_files::replays::replay_date;
use kingdomino_core::player_files::saves::{KeptGame, SavedGame, SavedSeat};
use kingdomino_core::table::{Swing, biggest_swings};

/// How many of a Duel replay's biggest swings it offers to be watched from.
const SWINGS_OFFERED: usize = 2;

#[derive(Debug)]
pub(super) struct ShelfEntry {
    pub name: String,
    pub text: String,
    date: Phrase,
    /// The game read and played to its end, or why it cannot be.
    pub game: Result<Watchable, String>,
}

/// A kept game the engine played to its end.
#[derive(Debug)]
pub(super) enum Watchable {
    // Boxed: a Duel's state is far larger than the original game's boxed grid.
    Duel {
        saved: Box<SavedGame<Duel>>,
        state: Box<GameState>,
        /// The turns where the lead moved most, to watch from.
        swings: Vec<Swing>,
    },
    Kingdom {
        saved: Box<SavedGame<Kingdomino>>,
        game: AnyGame,
    },
}

impl ShelfEntry {
    /// A kept file of either game, read with the rule sets in play.
    pub fn read(
        name: String,
        bytes: Vec<u8>,
        rules: &RuleSet,
        original: &OriginalRules,
    ) -> ShelfEntry {
        let game = KeptGame::from_bytes(&bytes)
            .and_then(|kept| match kept {
                KeptGame::Duel(saved) => saved.replay(rules).map(|state| Watchable::Duel {
                    swings: biggest_swings(&saved.record.totals_by_moment(rules), SWINGS_OFFERED),
                    saved,
                    state: Box::new(state),
                }),
                KeptGame::Kingdomino(saved) => saved
                    .replay(original)
                    .map(|game| Watchable::Kingdom { saved, game }),
            })
            .map_err(|problem| problem.to_string());
        ShelfEntry {
            date: replay_date(&name)
                .map_or_else(|| Phrase::verbatim(name.clone()), Phrase::verbatim),
            text: String::from_utf8_lossy(&bytes).into_owned(),
            name,
            game,
        }
    }

    /// The turns of a Duel replay it may be watched from.
    pub fn swings(&self) -> &[Swing] {
        match &self.game {
            Ok(Watchable::Duel { swings, .. }) => swings,
            _ => &[],
        }
    }

    /// Its line in the list: when, who, and the final scores.
    pub fn summary(&self, rules: &RuleSet) -> Phrase {
        match &self.game {
            Err(_) => Phrase::new("replays-row-unwatchable").with("date", self.date.clone()),
            Ok(Watchable::Duel { saved, state, .. }) => {
                let seats: Vec<Seat> = saved.seats.iter().map(|&seat| Seat::from(seat)).collect();
                let scores = state.scores(rules);
                Phrase::new("replays-row")
                    .with("date", self.date.clone())
                    .with("first", seat_name(&seats, SeatNumber::FIRST.into()))
                    .with("first-points", scores[0].total)
                    .with("second", seat_name(&seats, SeatNumber::SECOND.into()))
                    .with("second-points", scores[1].total)
            }
            Ok(Watchable::Kingdom { game, .. }) => {
                let scores = game.scores().into_iter().enumerate().map(|(place, sheet)| {
                    Phrase::new("replays-kingdom-score")
                        .with("player", player_name(place))
                        .with("points", sheet.total)
                });
                Phrase::dotted(
                    [self.date.clone(), Phrase::new("replays-kingdomino")]
                        .into_iter()
                        .chain(scores)
                        .collect(),
                )
            }
        }
    }

    pub fn details(&self, rules: &RuleSet) -> Phrase {
        let mut lines = vec![self.summary(rules)];
        let mods = match &self.game {
            Ok(Watchable::Duel { saved, state, .. }) => {
                lines.push(
                    Phrase::new("replays-detail-length")
                        .with("turns", state.turn())
                        .with("moves", saved.record.actions.len())
                        .with("seed", saved.record.seed.to_string()),
                );
                saved.mods.as_slice()
            }
            Ok(Watchable::Kingdom { saved, game }) => {
                lines.extend(kingdom_details(saved, game));
                saved.mods.as_slice()
            }
            Err(problem) => {
                lines.push(Phrase::new("replays-detail-problem").with("problem", problem.clone()));
                &[]
            }
        };
        if !mods.is_empty() {
            lines.push(Phrase::new("replays-detail-mods").with("mods", mods.join(", ")));
        }
        lines.push(Phrase::new("replays-detail-file").with("file", self.name.clone()));
        Phrase::lines(lines)
    }
}

/// Who played, how long the game was, its variants.
fn kingdom_details(saved: &SavedGame<Kingdomino>, game: &AnyGame) -> Vec<Phrase> {
    let seats = saved
        .seats
        .iter()
        .enumerate()
        .map(|(place, seat)| match seat {
            SavedSeat::Person => {
                Phrase::new("kingdom-setup-person").with("player", player_name(place))
            }
            SavedSeat::Computer(level) => Phrase::new("kingdom-setup-computer")
                .with("player", player_name(place))
                .with("level", names::level(*level)),
        });
    let options = saved.record.options;
    let dynasty = (options.dynasty).then(|| {
        Phrase::new("kingdom-dynasty-game")
            .with("game", saved.record.game_in_series())
            .with("games", saved.record.series_length())
    });
    let variants: Vec<Phrase> = [
        (options.mighty_duel, "replays-variant-mighty-duel"),
        (options.bonuses.middle, "replays-variant-middle"),
        (options.bonuses.harmony, "replays-variant-harmony"),
    ]
    .into_iter()
    .filter(|(on, _)| *on)
    .map(|(_, id)| Phrase::new(id))
    .chain(dynasty)
    .collect();
    let mut lines = vec![
        Phrase::list(seats.collect()),
        Phrase::new("replays-detail-kingdom-length")
            .with("lines", game.round())
            .with("moves", saved.record.actions.len())
            .with("seed", saved.record.seed.to_string()),
    ];
    if !variants.is_empty() {
        lines.push(Phrase::new("replays-detail-variants").with("variants", Phrase::list(variants)));
    }
    lines
}
