//! A Dynasty in an online room: when its first game ends and both players ask, the server
//! deals the second with every player in their own seat, its record keeping the first; the
//! game over offers the Dynasty's next game, not a rematch.

use super::original_rooms::{kingdom, original_table_for, over, run_tables};
use super::*;
use kingdomino_core::original::{Bonuses, GameOptions};
use kingdomino_duel::app::choices::ChoiceMade;

#[test]
fn a_dynasty_room_plays_its_next_game_with_the_players_in_their_seats() {
    let folder = tempfile_folder("online-dynasty");
    let port = free_port();
    let _server = Server::start(port, folder.join("rooms.sqlite"));
    let room = RoomCode::parse("DYNS2345").unwrap();
    let dynasty = GameSetup::Original(GameOptions {
        players: 2,
        mighty_duel: false,
        bonuses: Bonuses::default(),
        dynasty: true,
    });
    let mut apps: Vec<App> = [("Ann", Level::Random), ("Bob", Level::Easy)]
        .into_iter()
        .map(|(name, level)| {
            original_table_for(dynasty, port, &room, name, Seat::Computer(level), 0)
        })
        .collect();
    run_tables(&mut apps, 120, |apps| apps.iter().all(over));
    let first = kingdom(&apps[0]).unwrap().record().clone();
    assert_eq!(first.game_in_series(), 1);
    let own_seat = |app: &App| {
        let seats = &kingdom(app).unwrap().seats;
        seats.iter().position(|&seat| seat != Seat::Remote)
    };
    let seats_before: Vec<_> = apps.iter().map(own_seat).collect();
    for app in &mut apps {
        app.world_mut().write_message(ChoiceMade(Intent::SkipCount));
        let offered = run_until(app, 5, |app| {
            (choices(app).list().iter()).any(|choice| {
                choice.intent == Intent::Go(Go::Rematch)
                    && words(app, &choice.label) == "Next game of the Dynasty (2 of 3)"
            })
        });
        assert!(offered, "the game over offers the Dynasty's next game");
        app.world_mut()
            .write_message(ChoiceMade(Intent::Go(Go::Rematch)));
    }
    run_tables(&mut apps, 30, |apps| {
        apps.iter().all(|app| {
            status(app) == OnlineStatus::Playing
                && kingdom(app).is_some_and(|game| game.record().game_in_series() == 2)
        })
    });
    for app in &apps {
        let record = kingdom(app).unwrap().record();
        assert_eq!(
            record.earlier,
            vec![first.clone()],
            "the first game is kept"
        );
    }
    let seats_after: Vec<_> = apps.iter().map(own_seat).collect();
    assert_eq!(
        seats_after, seats_before,
        "nobody moves round within a Dynasty"
    );
}
