//! What the Replays screen says of a kept game of the original Kingdomino: its players' final
//! scores, who played, how many lines it had, its variants and its place in a Dynasty.

use super::player_name;
use crate::app::screens::OnTheShelf;
use kingdomino_core::localization::{Phrase, names};
use kingdomino_core::original::{AnyGame, Original, OriginalRules};
use kingdomino_core::player_files::saves::{SavedGame, SavedSeat};
use kingdomino_core::table::Place;

impl OnTheShelf for Original {
    fn shelf_line(
        _: &SavedGame<Original>,
        end: &AnyGame,
        _: &OriginalRules,
        date: Phrase,
    ) -> Phrase {
        let scores = end.scores();
        let scores = Place::all(scores.len()).zip(scores).map(|(place, sheet)| {
            Phrase::new("replays-original-score")
                .with("player", player_name(place))
                .with("points", sheet.total)
        });
        Phrase::dotted(
            [date, Phrase::new("replays-original")]
                .into_iter()
                .chain(scores)
                .collect(),
        )
    }

    /// Who played, how long the game was, its variants.
    fn shelf_details(saved: &SavedGame<Original>, end: &AnyGame) -> Vec<Phrase> {
        let seats =
            Place::all(saved.seats.len())
                .zip(&saved.seats)
                .map(|(place, seat)| match seat {
                    SavedSeat::Person => {
                        Phrase::new("original-setup-person").with("player", player_name(place))
                    }
                    SavedSeat::Computer(level) => Phrase::new("original-setup-computer")
                        .with("player", player_name(place))
                        .with("level", names::level(*level)),
                });
        let mut lines = vec![
            Phrase::list(seats.collect()),
            Phrase::new("replays-detail-original-length")
                .with("lines", end.round())
                .with("moves", saved.record.actions.len())
                .with("seed", saved.record.seed.to_string()),
        ];
        let variants = variants(saved);
        if !variants.is_empty() {
            lines.push(
                Phrase::new("replays-detail-variants").with("variants", Phrase::list(variants)),
            );
        }
        lines
    }
}

/// The variants it was played with, and its place in a Dynasty.
fn variants(saved: &SavedGame<Original>) -> Vec<Phrase> {
    let options = saved.record.options;
    let dynasty = (options.dynasty).then(|| {
        Phrase::new("original-dynasty-game")
            .with("game", saved.record.game_in_series())
            .with("games", saved.record.series_length())
    });
    [
        (options.mighty_duel, "replays-variant-mighty-duel"),
        (options.bonuses.middle, "replays-variant-middle"),
        (options.bonuses.harmony, "replays-variant-harmony"),
    ]
    .into_iter()
    .filter(|(on, _)| *on)
    .map(|(_, id)| Phrase::new(id))
    .chain(dynasty)
    .collect()
}
