//! The player's files, with no Bevy: where they are kept (a data folder, or the browser's
//! localStorage), the saved game, the replays kept, and files given to the player.

pub mod data_store;
pub mod export;
pub mod replays;
pub mod saves;
