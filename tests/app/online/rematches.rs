//! Another game against the same opponent: at the game over each asks, and the room starts a
//! new game with the two in each other's seats; both tables play it to the end.

use super::*;
use kingdomino_core::duel::SeatNumber;
use kingdomino_duel::app::choices::Look;
use kingdomino_duel::app::duel;

fn seat(app: &App) -> SeatNumber {
    app.world().resource::<OnlineSession>().seat().unwrap()
}

fn game_over(apps: &mut [App; 2], seconds: u64) {
    run_both(apps, seconds, |apps| {
        apps.iter().all(|app| {
            status(app) == OnlineStatus::Over
                && screen(app) == duel::GAME_OVER
                && choices(app)
                    .list()
                    .iter()
                    .any(|choice| choice.intent == Intent::Go(Go::Rematch))
        })
    });
}

#[test]
fn after_an_online_game_both_play_again_in_each_other_s_seats() {
    let folder = tempfile_folder("online-rematch");
    let port = free_port();
    let _server = Server::start(port, folder.join("rooms.sqlite"));
    let room = RoomCode::parse("AGAYN234").unwrap();
    let mut apps = [player(port, &room, "Ann"), player(port, &room, "Bob")];
    game_over(&mut apps, 300);
    let seats_before = [seat(&apps[0]), seat(&apps[1])];
    let first_record = game(&apps[0]).record().clone();

    choose(&mut apps[0], Device::Keyboard, Intent::Go(Go::Rematch));
    run_both(&mut apps, 20, |apps| {
        choices(&apps[1]).list().iter().any(|choice| {
            choice.intent == Intent::Go(Go::Rematch)
                && words(&apps[1], &choice.label).contains("Ann wants to play again")
        })
    });
    let asked = &choices(&apps[0]).list()[0];
    assert_eq!(asked.look, Look::Disabled, "Ann waits for Bob");
    choose(&mut apps[1], Device::Keyboard, Intent::Go(Go::Rematch));
    run_both(&mut apps, 30, |apps| {
        apps.iter()
            .all(|app| screen(app) == duel::TABLE && status(app) == OnlineStatus::Playing)
    });
    assert_eq!(
        [seat(&apps[0]), seat(&apps[1])],
        seats_before.map(SeatNumber::other),
        "the players changed seats"
    );
    game_over(&mut apps, 300);
    let second_record = game(&apps[0]).record().clone();
    assert_eq!(&second_record, game(&apps[1]).record());
    assert_ne!(second_record, first_record, "a new game");
    let names = game(&apps[0]).names.clone().unwrap();
    assert_eq!(words(&apps[0], &names[seat(&apps[0]).index()]), "Ann");
}
