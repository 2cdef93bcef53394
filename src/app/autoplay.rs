//! `--autoplay`: computer players play a whole game through the real screens and animations,
//! of any game and for as many as it seats (`--game NAME --players N`): a demo, and a smoke
//! test that can exit at game over.

use crate::app::table::MatchRequest;
use kingdomino_core::for_game;
use kingdomino_core::games::{GameKind, GameSetup, Playable};
use kingdomino_core::table::MOST_PLACES;

use bevy::prelude::*;

use crate::app::online::OnlineRequest;
use crate::app::states::{Autoplay, ContinueAtStart, Count, Screen, Seat};
use kingdomino_core::ai::Level;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Title),
        // With `--continue`, the demo's players go on with the saved game instead; online, the
        // computer plays this machine's seat of the room.
        start_demo.run_if(
            resource_exists::<Autoplay>
                .and_then(not(resource_exists::<ContinueAtStart>))
                .and_then(not(resource_exists::<OnlineRequest>)),
        ),
    );
    app.add_systems(
        OnEnter(Count::Told),
        exit_after_count.run_if(resource_exists::<Autoplay>),
    );
}

impl Autoplay {
    /// Reads a web page's query (`?autoplay=1&seed=S`), the browser's `--autoplay --seed S`.
    /// Values that make no sense are left out, each with a warning saying what was wrong: a
    /// shared link with a typo still opens the game.
    pub fn from_query(query: &str) -> (Option<Autoplay>, Vec<String>) {
        let mut wanted = false;
        let mut seed = None;
        let (game, mut warnings) = GameAsked::from_query(query);
        let parameters = query
            .trim_start_matches('?')
            .split('&')
            .filter(|p| !p.is_empty());
        for parameter in parameters {
            let (key, value) = parameter.split_once('=').unwrap_or((parameter, ""));
            match key {
                "autoplay" => match value {
                    "" | "1" | "true" | "yes" | "on" => wanted = true,
                    "0" | "false" | "no" | "off" => wanted = false,
                    _ => warnings.push(format!(
                        "autoplay={value} in the page address: use autoplay=1 or autoplay=0; \
                         not playing by itself"
                    )),
                },
                "seed" => match value.parse::<u64>() {
                    Ok(number) => seed = Some(number),
                    Err(_) => warnings.push(format!(
                        "seed={value} in the page address is not a whole number from 0 to {}; \
                         using a random seed",
                        u64::MAX
                    )),
                },
                // Other parameters belong to whoever links to the page, or name the game.
                _ => {}
            }
        }
        if seed.is_some() && !wanted {
            warnings.push("seed in the page address is only used with autoplay=1".to_owned());
        }
        let autoplay = wanted.then_some(Autoplay {
            seed,
            exit_on_game_over: false,
            game,
        });
        (autoplay, warnings)
    }
}

/// The game a page's address asks for (`game=NAME&players=N`), for autoplay and for a room.
pub struct GameAsked;

impl GameAsked {
    /// The game and its players the query names; the default game, or the game for its usual
    /// number, where it names none or one that cannot be, each said in a warning.
    pub fn from_query(query: &str) -> (GameSetup, Vec<String>) {
        let mut warnings = Vec::new();
        let value = |name: &str| {
            (query.trim_start_matches('?').split('&'))
                .find_map(|parameter| parameter.strip_prefix(name)?.strip_prefix('='))
        };
        let kind = match value("game").map(str::parse::<GameKind>) {
            None => GameKind::default(),
            Some(Ok(kind)) => kind,
            Some(Err(problem)) => {
                warnings.push(format!(
                    "game= in the page address: {problem}; playing the {}",
                    GameKind::default()
                ));
                GameKind::default()
            }
        };
        let players = match value("players").map(str::parse::<u8>) {
            None => None,
            Some(Ok(players)) => Some(players),
            Some(Err(_)) => Some(0),
        };
        let game = GameSetup::for_players(kind, players).unwrap_or_else(|problem| {
            let asked = value("players").unwrap_or_default();
            warnings.push(format!(
                "players={asked} in the page address: {problem}; playing with {}",
                GameSetup::for_players(kind, None).map_or(0, GameSetup::places)
            ));
            GameSetup::for_players(kind, None).unwrap_or_default()
        });
        (game, warnings)
    }
}

/// The computer levels of an autoplay game, by place.
const DEMO_LEVELS: [Level; MOST_PLACES] =
    [Level::Expert, Level::Normal, Level::Easy, Level::Normal];

fn start_demo(mut commands: Commands, autoplay: Res<Autoplay>) {
    let game = autoplay.game;
    let seats = DEMO_LEVELS[..game.places().min(MOST_PLACES)]
        .iter()
        .map(|&level| Seat::Computer(level))
        .collect();
    for_game!(game.kind(), G => commands.write_message(MatchRequest::<G>::New {
        seats,
        options: G::options_of(game).unwrap_or_default(),
        seed: autoplay.seed,
    }));
}

fn exit_after_count(autoplay: Res<Autoplay>, mut exit: MessageWriter<AppExit>) {
    if autoplay.exit_on_game_over {
        exit.write(AppExit::Success);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn page_query_asks_for_autoplay_with_a_seed() {
        let (autoplay, warnings) = Autoplay::from_query("?autoplay=1&seed=42");
        assert_eq!(
            autoplay,
            Some(Autoplay {
                seed: Some(42),
                exit_on_game_over: false,
                game: GameSetup::default(),
            })
        );
        assert!(warnings.is_empty());
    }

    #[test]
    fn page_query_asks_for_the_original_game_and_its_players() {
        let players =
            |autoplay: Option<Autoplay>| autoplay.map(|a| (a.game.kind(), a.game.places()));
        let (autoplay, warnings) = Autoplay::from_query("?autoplay=1&game=kingdomino&players=3");
        assert_eq!(players(autoplay), Some((GameKind::Original, 3)));
        assert!(warnings.is_empty(), "{warnings:?}");
        let (autoplay, warnings) = Autoplay::from_query("?autoplay=1&game=kingdomino&players=9");
        assert_eq!(players(autoplay), Some((GameKind::Original, 4)));
        assert!(warnings[0].contains("players=9"), "{warnings:?}");
        let (autoplay, warnings) = Autoplay::from_query("?autoplay=1&game=chess&players=3");
        assert_eq!(players(autoplay), Some((GameKind::default(), 2)));
        assert_eq!(warnings.len(), 2, "{warnings:?}");
    }

    #[test]
    fn page_without_autoplay_plays_normally() {
        assert_eq!(Autoplay::from_query(""), (None, vec![]));
        assert_eq!(Autoplay::from_query("?utm_source=news"), (None, vec![]));
        let (autoplay, warnings) = Autoplay::from_query("?autoplay=0&seed=7");
        assert_eq!(autoplay, None);
        assert_eq!(warnings.len(), 1, "{warnings:?}");
    }

    #[test]
    fn nonsense_values_are_reported_and_left_out() {
        let (autoplay, warnings) = Autoplay::from_query("?autoplay=1&seed=banana");
        assert_eq!(
            autoplay,
            Some(Autoplay {
                seed: None,
                exit_on_game_over: false,
                game: GameSetup::default(),
            })
        );
        assert!(warnings[0].contains("seed=banana"), "{warnings:?}");

        let (autoplay, warnings) = Autoplay::from_query("?autoplay=maybe");
        assert_eq!(autoplay, None);
        assert!(warnings[0].contains("autoplay=maybe"), "{warnings:?}");
    }
}
