//! `--autoplay`: computer players play a whole game through the real screens and animations,
//! two at the Duel or 2 to 4 at the original Kingdomino (`--game kingdomino --players N`): a
//! demo, and a smoke test that can exit at game over.

use crate::app::table::MatchRequest;
use kingdomino_core::duel::{Duel, NoOptions};
use kingdomino_core::original::{Bonuses, GameOptions, Kingdomino};

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
        let mut kingdom = false;
        let mut players = None;
        let mut warnings = Vec::new();
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
                "game" => match value {
                    "kingdomino" => kingdom = true,
                    "duel" => kingdom = false,
                    _ => warnings.push(format!(
                        "game={value} in the page address: use game=duel or game=kingdomino; \
                         playing the Duel"
                    )),
                },
                "players" => match value.parse::<u8>() {
                    Ok(count @ 2..=4) => players = Some(count),
                    _ => warnings.push(format!(
                        "players={value} in the page address: the original game is for 2 to 4 \
                         players; playing with 4"
                    )),
                },
                // Other parameters belong to whoever links to the page.
                _ => {}
            }
        }
        if seed.is_some() && !wanted {
            warnings.push("seed in the page address is only used with autoplay=1".to_owned());
        }
        if players.is_some() && !kingdom {
            warnings.push("players in the page address is only used with game=kingdomino".into());
        }
        let autoplay = wanted.then_some(Autoplay {
            seed,
            exit_on_game_over: false,
            kingdom_players: kingdom.then(|| players.unwrap_or(4)),
        });
        (autoplay, warnings)
    }
}

/// The computer levels of an autoplay game of the original Kingdomino, by place.
const KINGDOM_DEMO_LEVELS: [Level; 4] = [Level::Expert, Level::Normal, Level::Easy, Level::Normal];

fn start_demo(
    autoplay: Res<Autoplay>,
    mut requests: MessageWriter<MatchRequest<Duel>>,
    mut kingdom_requests: MessageWriter<MatchRequest<Kingdomino>>,
) {
    if let Some(players) = autoplay.kingdom_players {
        kingdom_requests.write(MatchRequest::New {
            seats: KINGDOM_DEMO_LEVELS[..usize::from(players)]
                .iter()
                .map(|&level| Seat::Computer(level))
                .collect(),
            options: GameOptions {
                players,
                mighty_duel: false,
                bonuses: Bonuses::default(),
                dynasty: false,
            },
            seed: autoplay.seed,
        });
        return;
    }
    requests.write(MatchRequest::New {
        seats: vec![Seat::Computer(Level::Expert), Seat::Computer(Level::Normal)],
        options: NoOptions,
        seed: autoplay.seed,
    });
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
                kingdom_players: None,
            })
        );
        assert!(warnings.is_empty());
    }

    #[test]
    fn page_query_asks_for_the_original_game_and_its_players() {
        let (autoplay, warnings) = Autoplay::from_query("?autoplay=1&game=kingdomino&players=3");
        assert_eq!(autoplay.and_then(|a| a.kingdom_players), Some(3));
        assert!(warnings.is_empty(), "{warnings:?}");
        let (autoplay, warnings) = Autoplay::from_query("?autoplay=1&game=kingdomino&players=9");
        assert_eq!(autoplay.and_then(|a| a.kingdom_players), Some(4));
        assert!(warnings[0].contains("players=9"), "{warnings:?}");
        let (autoplay, warnings) = Autoplay::from_query("?autoplay=1&game=chess&players=3");
        assert_eq!(autoplay.and_then(|a| a.kingdom_players), None);
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
                kingdom_players: None,
            })
        );
        assert!(warnings[0].contains("seed=banana"), "{warnings:?}");

        let (autoplay, warnings) = Autoplay::from_query("?autoplay=maybe");
        assert_eq!(autoplay, None);
        assert!(warnings[0].contains("autoplay=maybe"), "{warnings:?}");
    }
}
