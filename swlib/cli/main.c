// SPDX-License-Identifier: GPL-2.0-or-later
/* swconfig: configure Ethernet switches through the netlink family "switch" */
#include <config.h>

#include "swconfig.h"

int main(int argc, char **argv)
{
	return cli_main(argc, argv);
}
