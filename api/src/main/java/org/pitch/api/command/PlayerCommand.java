package org.pitch.api.command;

/**
 * A command a player sent, decoded by its protocol codec. The set is closed: a new command is a
 * new record here and a new {@link CommandKind}.
 */
@org.osgi.annotation.versioning.ProviderType
public sealed interface PlayerCommand
        permits BodyCommand, TurnNeck, ChangeView, ChangeFocus, Say, PointTo, AttentionTo,
                SenseBody, Score, Done, Bye, Compression, Ear, Clang, SynchSee, GaussianSee {
    CommandKind kind();
}
